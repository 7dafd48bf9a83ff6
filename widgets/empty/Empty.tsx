import { ErrorBlock } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { EmptyProps } from './props.schema';

export function Empty({ props }: WidgetProps<EmptyProps>) {
  return <ErrorBlock status={props.status ?? 'empty'} title={props.title ?? '暂无数据'} description={props.description ?? ''} />;
}
