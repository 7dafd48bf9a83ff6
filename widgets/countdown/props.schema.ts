import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'countdown'> = {
  type: 'countdown',
  title: '倒计时',
  description:
    'Counts down by the gateway\'s clock to an activity\'s start (距活动开始), then to its end (距活动结束), then shows 活动已结束. The times come from the data (`startTime`, `endTime`, e.g. AC001) or from props, as "yyyy-MM-dd HH:mm:ss" (Asia/Shanghai). Pair it with `when: {"between": ...}` blocks for what the page shows before, during and after.',
  data: 'optional',
};

const time = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' } as const;

export const propsSchema = {
  type: 'object',
  properties: {
    startTime: { ...time, description: 'Start (the data\'s `startTime` wins).' },
    endTime: { ...time, description: 'End (the data\'s `endTime` wins).' },
    beforeText: { type: 'string', default: '距活动开始', description: 'Label before the start.' },
    runningText: { type: 'string', default: '距活动结束', description: 'Label while it runs.' },
    endedText: { type: 'string', default: '活动已结束', description: 'Shown after the end.' },
    tone: { enum: ['primary', 'light'], default: 'primary', description: 'primary: white on the page\'s primary colour; light: primary on white.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CountdownProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CountdownInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data it reads (e.g. AC001): an activity's start and end. */
export interface CountdownData {
  startTime?: string;
  endTime?: string;
}

export const dataSchema = {
  type: 'object',
  properties: { startTime: { type: 'string' }, endTime: { type: 'string' } },
} as const;
