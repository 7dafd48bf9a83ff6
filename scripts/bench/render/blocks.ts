import type { PageSchema } from '@/renderer/page-view';

/** The text of the last block: the page is whole when it is in the DOM. */
export const END_TEXT = '本页结束';

/** One block of a bench page: a widget type with static props (no data source). */
export type BenchBlock =
  | { type: 'text'; props: { text: string; size?: 'sm' | 'md' | 'lg' | 'xl'; bold?: boolean } }
  | { type: 'card'; props: { title: string; extra: string } }
  | { type: 'button'; props: { text: string; action: { kind: 'navigate'; to: string } } }
  | { type: 'cell-list'; props: { header: string; items: { title: string; description: string; extra: string }[] } };

function block(i: number): BenchBlock {
  switch (i % 4) {
    case 0:
      return { type: 'text', props: { text: `第${i}块：额度有效期 12 个月，按日计息，随借随还。`, size: 'md' } };
    case 1:
      return { type: 'card', props: { title: `卡片 ${i}`, extra: '更多' } };
    case 2:
      return { type: 'cell-list', props: { header: `列表 ${i}`, items: [{ title: '我的账单', description: '本期应还', extra: '¥1,280.00' }, { title: '银行卡', description: '尾号 8888', extra: '管理' }] } };
    default:
      return { type: 'button', props: { text: `按钮 ${i}`, action: { kind: 'navigate', to: '/my' } } };
  }
}

/** `count` blocks cycling text, card, cell list and button; the last is the end marker. */
export function benchBlocks(count: number): BenchBlock[] {
  const blocks = Array.from({ length: count - 1 }, (_, i) => block(i));
  return [...blocks, { type: 'text', props: { text: END_TEXT, bold: true } }];
}

/** Block count from the page URL (?blocks=N), 50 by default. */
export function blockCountFromUrl(search: string): number {
  const n = Number(new URLSearchParams(search).get('blocks') ?? 50);
  return Number.isInteger(n) && n > 1 ? n : 50;
}

/** The renderer's bench page of `count` blocks (static props, no data sources). */
export function benchPage(count: number): PageSchema {
  return { route: { path: '/bench', name: 'bench', login: 'none' }, title: 'bench', blocks: benchBlocks(count) };
}
