import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';
import { FIRST_SCREEN_BLOCKS } from './prefetch-plan';

// The button widget's chunk (virtual:widget-chunk/button imports this module) arrives only when the test says so.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock(import('@widgets/button/ButtonWidget'), async (original) => {
  await chunk.arrived;
  return original();
});

const texts = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'text', props: { text: `第${i}块` } }));

it('a block whose widget chunk is still loading shows its own skeleton; the blocks after it draw, and it draws when its chunk arrives', async () => {
  // Past the first screen: the page draws its first screen once that screen's chunks have loaded.
  renderPage(pageOf([...texts(FIRST_SCREEN_BLOCKS), { type: 'button', props: { text: '去看看', action: { kind: 'back' } } }, { type: 'text', props: { text: '最后一块' } }]));
  expect(await screen.findByText('最后一块')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '去看看' })).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  chunk.release();
  expect(await screen.findByRole('button', { name: '去看看' })).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});
