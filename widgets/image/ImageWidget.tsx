import type { WidgetProps } from '../types';
import type { ImageProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';

export function ImageWidget({ props, onAction }: WidgetProps<ImageProps>) {
  const { action } = props;
  return (
    <SafeImage
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
