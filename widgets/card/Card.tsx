import { Card as AdmCard } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { CardProps } from './props.schema';

export function Card({ props, onAction, slots }: WidgetProps<CardProps>) {
  const { action } = props;
  return (
    <div style={{ padding: '6px 12px' }}>
      <AdmCard title={props.title} extra={props.extra} onHeaderClick={action ? () => onAction(action) : undefined}>
        {slots}
      </AdmCard>
    </div>
  );
}
