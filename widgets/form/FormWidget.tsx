import type { WidgetProps } from '../types';
import type { FormProps } from './props.schema';

/** Placeholder until SchemaForm lands (next commit). */
export function FormWidget({ props }: WidgetProps<FormProps>) {
  return <div>{props.form}</div>;
}
