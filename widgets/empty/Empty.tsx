import type { WidgetProps } from '../types';
import type { EmptyProps } from './props.schema';
import { StateBlock } from '@/ui/state-block';

export function Empty({ props }: WidgetProps<EmptyProps>) {
  return <StateBlock status={props.status} title={props.title} description={props.description} />;
}
