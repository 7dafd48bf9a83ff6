import { Image } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { ImageProps } from './props.schema';

export function ImageWidget({ props, onAction }: WidgetProps<ImageProps>) {
  const { action } = props;
  return (
    <Image
      src={props.src}
      alt={props.alt}
      height={props.height}
      fit={props.fit}
      lazy
      style={{ borderRadius: props.radius, display: 'block' }}
      onClick={action ? () => onAction(action) : undefined}
    />
  );
}
