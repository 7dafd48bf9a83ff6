import type { FromSchema } from 'json-schema-to-ts';
import { AC001, type ApiResponse } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'lottery'> = {
  type: 'lottery',
  title: '抽奖',
  description:
    'A lottery of AC001 (its data: id, status, prizes, remaining draws today, costPoints, points) drawn as a wheel (大转盘), blind boxes (盲盒) or a treasure grid (积分寻宝). The draw button calls `api` (AC002) with an idempotency key; the gateway decides the prize, and the animation lands on the prize it returned. Refusals (daily limit, 积分不足, not started, ended) are shown as the gateway words them. A guest is sent to log in.',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    mode: { enum: ['wheel', 'box', 'grid'], default: 'wheel', description: 'wheel: a spinning wheel; box: closed boxes, one opens; grid: a run of light over the prizes.' },
    api: { enum: ['AC002'], default: 'AC002', description: 'The draw apiCode.' },
    buttonText: { type: 'string', minLength: 1, maxLength: 8, default: '立即抽奖' },
    resultTitle: { type: 'string', default: '恭喜获得' },
    noPrizeText: { type: 'string', default: '很遗憾，这次没有抽中，明天再来吧' },
    spinMs: { type: 'integer', minimum: 0, maximum: 8000, default: 3000, description: 'Animation length in ms (users who ask for reduced motion get at most 300).' },
    showRules: { type: 'boolean', default: true, description: 'Show the lottery\'s rules (data.rules) under it.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type LotteryProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type LotteryInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The lottery, as AC001 answers it. */
export type LotteryData = ApiResponse<'AC001'>;
export type LotteryPrize = LotteryData['prizes'][number];
/** What AC002 (the draw) answers. */
export type DrawResult = ApiResponse<'AC002'>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: AC001's answer. */
export const dataSchema = AC001.response;
