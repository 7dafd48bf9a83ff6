import type { WidgetProps } from '../types';
import type { TextProps } from './props.schema';

const SIZES = { sm: 12, md: 14, lg: 16, xl: 20 } as const;
const COLORS = {
  default: 'var(--adm-color-text)',
  primary: 'var(--adm-color-primary)',
  weak: 'var(--adm-color-weak)',
  danger: 'var(--adm-color-danger)',
} as const;

export function Text({ props }: WidgetProps<TextProps>) {
  const style = {
    fontSize: SIZES[props.size],
    color: COLORS[props.color],
    textAlign: props.align,
    fontWeight: props.bold ? 600 : 400,
    padding: '4px 12px',
    margin: 0,
  } as const;
  return <p style={style}>{props.text}</p>;
}
