import { expect, it } from 'vitest';
import { prerenderFirstScreen } from './prerender';
import { pageOf } from '../../tests/support/render-page';

const ads = { list: [{ name: '家电分期', image: '/demo-img/banner-a.svg' }] };
const banner = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'banner', data: { api: 'BA006', params }, ...extra });
const answer = { api: 'BA006', params: { position: 'HOME_BANNER' }, data: ads };
const text = (t: string) => ({ type: 'text', props: { text: t } });

it('draws a leading data block with its guest answer, and the blocks after it', async () => {
  const screen = await prerenderFirstScreen(pageOf([text('首页'), banner({ position: 'HOME_BANNER' }), text('之后')]), { answers: [answer] });
  expect(screen.blocks).toBe(3);
  expect(screen.html).toContain('src="/demo-img/banner-a.svg"');
  expect(screen.html).toContain('之后');
});

it('draws a named page source with its guest answer', async () => {
  const page = pageOf([{ type: 'banner', data: 'ads' }], { data: { ads: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' } } });
  const screen = await prerenderFirstScreen(page, { answers: [answer] });
  expect(screen.html).toContain('src="/demo-img/banner-a.svg"');
});

it('stops at a data block without an answer, one bound to the visitor, and one under a condition', async () => {
  const unanswered = await prerenderFirstScreen(pageOf([text('首页'), banner({ position: 'MY_BANNER' }), text('之后')]), { answers: [answer] });
  expect(unanswered.types).toEqual(['text']);
  const bound = await prerenderFirstScreen(pageOf([banner({ position: { $user: 'info.level', default: 'HOME_BANNER' } })]), { answers: [answer] });
  expect(bound.html).toBe('');
  const conditional = await prerenderFirstScreen(pageOf([banner({ position: 'HOME_BANNER' }, { when: { loggedIn: false } })]), { answers: [answer] });
  expect(conditional.html).toBe('');
});

it('without answers only static blocks are drawn (the build)', async () => {
  const screen = await prerenderFirstScreen(pageOf([text('首页'), banner({ position: 'HOME_BANNER' })]));
  expect(screen.types).toEqual(['text']);
});
