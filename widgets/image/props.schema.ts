import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'image'> = {
  type: 'image',
  title: '图片',
  description: 'One image, loaded lazily; with an `action` it is tappable.',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  required: ['src'],
  properties: {
    src: { type: 'string', description: 'Image URL.' },
    alt: { type: 'string', default: '', description: 'Text for screen readers.' },
    height: { type: 'integer', minimum: 1, description: 'Height in px; width is always 100%.' },
    fit: { enum: ['contain', 'cover', 'fill', 'none', 'scale-down'], default: 'cover' },
    radius: { type: 'integer', minimum: 0, default: 0, description: 'Corner radius in px.' },
    action: anyAction,
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ImageProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ImageInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
