import { expect, it } from 'vitest';
import { prerenderFirstScreen } from './prerender';
import { pageOf } from '../../tests/support/render-page';

const text = (t: string, extra: Record<string, unknown> = {}) => ({ type: 'text', props: { text: t }, ...extra });
const userCard = { type: 'user-card', props: { loggedIn: { $user: 'isLoggedIn', default: false }, phone: { $user: 'info.phone', default: '' } } };
const guest = { answers: [], audience: 'guest' } as const;

it("a guest's preview draws $user bindings with a guest's values, and blocks for guests only", async () => {
  const screen = await prerenderFirstScreen(pageOf([userCard, text('登录后查看额度', { when: { loggedIn: false } }), text('之后')]), guest);
  expect(screen.html).toContain('登录/注册');
  expect(screen.html).toContain('登录后查看额度');
  expect(screen.html).toContain('之后');
});

it("a block for logged-in visitors is never drawn: left out of a guest's preview, and it stops the preview for anyone", async () => {
  const page = pageOf([text('会员价', { when: { loggedIn: true } }), text('之后')]);
  const forGuest = await prerenderFirstScreen(page, guest);
  expect(forGuest.html).not.toContain('会员价');
  expect(forGuest.html).toContain('之后');
  const forAnyone = await prerenderFirstScreen(page, { answers: [] });
  expect(forAnyone.html).toBe('');
});

it("a guest's preview stops at a condition or binding the server cannot know for the visitor", async () => {
  const shell = await prerenderFirstScreen(pageOf([text('首页'), text('仅浏览器', { when: { shell: 'browser' } }), text('之后')]), guest);
  expect(shell.types).toEqual(['text']);
  expect(shell.blocks).toBe(1);
  const query = await prerenderFirstScreen(pageOf([{ type: 'text', props: { text: { $query: 'name', default: '访客' } } }]), guest);
  expect(query.html).toBe('');
  const mixed = await prerenderFirstScreen(pageOf([text('混合', { when: { loggedIn: false, variant: 'official' } })]), guest);
  expect(mixed.html).toBe('');
});
