import type { WidgetProps } from '../types';
import type { ContainerProps } from './props.schema';

const ALIGN = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export function Container({ props, slots }: WidgetProps<ContainerProps>) {
  const style = {
    display: 'flex',
    flexDirection: props.direction,
    flexWrap: props.wrap ? 'wrap' : 'nowrap',
    alignItems: ALIGN[props.align],
    gap: props.gap,
    padding: props.padding,
    background: props.background,
  } as const;
  return <div style={style}>{slots}</div>;
}
