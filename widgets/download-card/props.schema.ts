import type { FromSchema } from 'json-schema-to-ts';
import { BA019, type ApiResponse } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'download-card'> = {
  type: 'download-card',
  title: '下载卡片',
  description: 'App download: name, slogan, selling points and a 立即下载 button that emits `{kind: "openUrl"}`. The link is `url`, or the first `value` of its data (BA019 `{list: [{key, value, description}]}`, or that list).',
  data: 'optional',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', default: '趣生活', description: 'App name.' },
    slogan: { type: 'string', default: '', description: 'Line under the name.' },
    points: { type: 'array', items: { type: 'string' }, default: [], description: 'Selling points, one per line.' },
    buttonText: { type: 'string', default: '立即下载', description: 'Button text.' },
    url: { type: 'string', description: 'Download link used when the data source gives none.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type DownloadCardProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type DownloadCardInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** One config item as BA019 answers it. */
export type ConfigItem = ApiResponse<'BA019'>['list'][number];
export type DownloadData = ConfigItem[] | ApiResponse<'BA019'>;

/** The data the widget expects (after `path`), checked by `npm run schemas:check`: BA019's answer `{ list: [...] }`, or its list of config items (`path: "list"`). */
export const dataSchema = listOrAnswer(BA019.response);
