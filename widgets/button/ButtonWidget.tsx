import { Button } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { ButtonProps } from './props.schema';

export function ButtonWidget({ props, onAction }: WidgetProps<ButtonProps>) {
  return (
    <div style={{ padding: '8px 12px' }}>
      <Button
        color={props.color}
        fill={props.fill}
        size={props.size}
        block={props.block}
        shape={props.shape}
        onClick={() => onAction(props.action)}
      >
        {props.text}
      </Button>
    </div>
  );
}
