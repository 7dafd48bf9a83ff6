import { expect, it } from 'vitest';
import { staticLeadingBlocks } from './static-blocks';

const text = (t: string) => ({ type: 'text', props: { text: t } });

it.each([
  ['a data source', { type: 'text', props: { text: 'x' }, data: 'ads' }],
  ['a condition', { type: 'text', props: { text: 'x' }, when: { loggedIn: true } }],
  ['a binding in its props', { type: 'text', props: { text: { $query: 'name' } } }],
  ['a widget that loads or keeps state on its own', { type: 'search', props: { placeholder: '搜索' } }],
  ['an unknown widget', { type: 'nope', props: {} }],
  ['a container with a child that depends on the visitor', { type: 'container', props: {}, blocks: [{ type: 'text', props: { text: 'x' }, when: { loggedIn: false } }] }],
])('the static run stops at a block with %s', (_name, block) => {
  expect(staticLeadingBlocks([text('a'), text('b'), block, text('c')], 12)).toEqual([text('a'), text('b')]);
});

it('the static run takes at most the limit, nested static children included', () => {
  const container = { type: 'container', props: {}, blocks: [text('x'), { type: 'button', props: { text: '去看看', action: { kind: 'back' } } }] };
  expect(staticLeadingBlocks([container, text('a'), text('b'), text('c')], 3)).toEqual([container, text('a'), text('b')]);
});

it('a widget drawable only with a prop (search with `link`: a plain bar) is static with it', () => {
  const bar = { type: 'search', props: { placeholder: '搜索', link: { kind: 'navigate', to: '/base-search' } } };
  expect(staticLeadingBlocks([bar, text('a')], 12)).toEqual([bar, text('a')]);
});
