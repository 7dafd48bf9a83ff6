import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'version-check'> = {
  type: 'version-check',
  title: '检查更新',
  description:
    'The app version and 检查更新 (BA011) with the update dialog’s rules: only in an app shell (a browser shows 网页版), never in the verify build (当前已是最新版本 without asking), 发现新版本 when the server’s versionNum exceeds the app’s, closable only when necessary is N; apps below 303 open `downloadPath`, newer ones the download URL in the app.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    downloadPath: { type: 'string', pattern: '^/', default: '/download/register', description: 'The download page for apps below v3.0.3 (no in-app download).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type VersionCheckProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type VersionCheckInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** BA011 as the widget reads it. */
export interface LatestVersion {
  versionName: string;
  versionNum: number;
  necessary: string;
  content: string;
  downloadUrl: string;
}
