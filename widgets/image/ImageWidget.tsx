import type { WidgetProps } from '../types';
import type { ImageProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';
import { Pressable } from '@/ui/pressable';

export function ImageWidget({ props, onAction }: WidgetProps<ImageProps>) {
  const { action } = props;
  return (
    <Pressable onPress={action ? () => onAction(action) : undefined}>
      <SafeImage src={props.src} alt={props.alt} height={props.height} fit={props.fit} lazy style={{ borderRadius: props.radius, display: 'block' }} />
    </Pressable>
  );
}
