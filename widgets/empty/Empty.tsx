import type { WidgetProps } from '../types';
import type { EmptyProps } from './props.schema';
import { StateBlock } from '../shared/state-block';

export function Empty({ props }: WidgetProps<EmptyProps>) {
  return <StateBlock status={props.status ?? 'empty'} title={props.title ?? '暂无数据'} description={props.description ?? ''} />;
}
