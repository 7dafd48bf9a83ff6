import { Button } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { ButtonProps } from './props.schema';

export function ButtonWidget({ props, onAction }: WidgetProps<ButtonProps>) {
  return (
    <div style={{ padding: '8px 12px' }}>
      <Button
        color={props.color ?? 'primary'}
        fill={props.fill ?? 'solid'}
        size={props.size ?? 'large'}
        block={props.block ?? true}
        shape={props.shape ?? 'rounded'}
        onClick={() => onAction(props.action)}
      >
        {props.text}
      </Button>
    </div>
  );
}
