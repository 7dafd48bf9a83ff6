import { Button, Result } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { ResultProps } from './props.schema';

export function ResultWidget({ props, onAction }: WidgetProps<ResultProps>) {
  return (
    <div style={{ background: '#fff', paddingBottom: 24 }}>
      <Result status={props.status} title={props.title} description={props.description} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '0 24px' }}>
        {props.buttons.map((b) => (
          <Button key={b.text} block shape="rounded" color={b.primary ? 'primary' : 'default'} onClick={() => onAction(b.action)}>
            {b.text}
          </Button>
        ))}
      </div>
    </div>
  );
}
