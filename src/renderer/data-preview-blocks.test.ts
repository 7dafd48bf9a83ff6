import { expect, it } from 'vitest';
import type { BlockSchema } from './block-schema';
import { dataPreviewBlocks, type GuestAnswer } from './data-preview-blocks';
import type { PageSchema } from './page-view';

const text = (t: string) => ({ type: 'text', props: { text: t } });
const page = (blocks: unknown[], data?: PageSchema['data']) => ({ route: { path: '/p', name: 'p' }, blocks: blocks as BlockSchema[], ...(data ? { data } : {}) }) as PageSchema;
const banner = { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' }, props: {} };
const bannerAnswer: GuestAnswer = { api: 'BA006', params: { position: 'HOME_BANNER' }, data: { list: [] } };

it.each([
  ['a data source the page does not declare', { type: 'text', props: { text: 'x' }, data: 'ads' }],
  ['a request with no answer', banner],
  ['a condition', { type: 'text', props: { text: 'x' }, when: { loggedIn: true } }],
  ['a binding in its props', { type: 'text', props: { text: { $query: 'name' } } }],
  ['a widget that loads or keeps state on its own', { type: 'search', props: { placeholder: '搜索' } }],
  ['an unknown widget', { type: 'nope', props: {} }],
  ['a container with a child that depends on the visitor', { type: 'container', props: {}, blocks: [{ type: 'text', props: { text: 'x' }, when: { loggedIn: false } }] }],
])('with no answers, the run stops at a block with %s', (_name, block) => {
  expect(dataPreviewBlocks(page([text('a'), text('b'), block, text('c')]), [], 12)).toEqual([text('a'), text('b')]);
});

it('with no answers, a block whose data is static (written in the page) is drawn', () => {
  const list = { type: 'cell-list', data: 'links', props: {} };
  expect(dataPreviewBlocks(page([list, text('a')], { links: { value: { list: [] } } }), [], 12)).toEqual([list, text('a')]);
});

it('the run takes at most the limit, nested children included', () => {
  const container = { type: 'container', props: {}, blocks: [text('x'), { type: 'button', props: { text: '去看看', action: { kind: 'back' } } }] };
  expect(dataPreviewBlocks(page([container, text('a'), text('b'), text('c')]), [], 3)).toEqual([container, text('a'), text('b')]);
});

it('a widget drawable only with a prop (search with `link`: a plain bar) is drawn with it', () => {
  const bar = { type: 'search', props: { placeholder: '搜索', link: { kind: 'navigate', to: '/base-search' } } };
  expect(dataPreviewBlocks(page([bar, text('a')]), [], 12)).toEqual([bar, text('a')]);
});

it('a request with literal fields is drawn once the gateway has its guest answer', () => {
  expect(dataPreviewBlocks(page([banner, text('a')]), [bannerAnswer], 12)).toEqual([banner, text('a')]);
});

it('for a guest, a block shown to logged-in visitors only is left out and the run goes on; for anyone it stops there', () => {
  const members = { type: 'text', props: { text: '会员' }, when: { loggedIn: true } };
  const guests = { type: 'text', props: { text: '登录' }, when: { loggedIn: false } };
  expect(dataPreviewBlocks(page([text('a'), members, guests, text('b')]), [], 12, 'guest')).toEqual([text('a'), guests, text('b')]);
  expect(dataPreviewBlocks(page([text('a'), members, guests, text('b')]), [], 12, 'anyone')).toEqual([text('a')]);
});
