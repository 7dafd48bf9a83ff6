import { expect, it } from 'vitest';
import { widgetTypesOf } from './block-types';

const blocks = [
  { type: 'text' },
  { type: 'container', blocks: [{ type: 'image' }, { type: 'text' }] },
  'not a block',
  { type: 'banner' },
];

it('lists widget types in order of first use, nested blocks included, skipping what is not a block', () => {
  expect([...widgetTypesOf(blocks)]).toEqual(['text', 'container', 'image', 'banner']);
});

it('counts only the first top-level blocks when given a limit (their children always)', () => {
  expect([...widgetTypesOf(blocks, 2)]).toEqual(['text', 'container', 'image']);
  expect([...widgetTypesOf({ not: 'an array' })]).toEqual([]);
});
