import { screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { resolveBindings, type BindingContext } from './bindings';
import { pageOf, renderPage, testStores } from '../../tests/support/render-page';

function context(): BindingContext {
  const { user, app } = testStores({ variant: 'verify', shell: 'uni', channel: 'C009' });
  runInAction(() => {
    user.setToken('t');
    user.setInfo({ id: 'u7', phone: '13800000000', flow: 'FINISH' });
    app.setAppVersion('v3.1.0');
  });
  return { query: { productId: 'P9' }, params: { key: 'privacy' }, user, app };
}

const rows: [string, unknown, unknown][] = [
  ['$query reads the route query', { $query: 'productId' }, 'P9'],
  ['$query missing gives undefined', { $query: 'nope' }, undefined],
  ['$query missing uses default', { $query: 'nope', default: 'x' }, 'x'],
  ['$param reads a path parameter', { $param: 'key' }, 'privacy'],
  ['$user reads a user path', { $user: 'info.flow' }, 'FINISH'],
  ['$user reads a getter', { $user: 'isLoggedIn' }, true],
  ['$app reads the variant', { $app: 'variant' }, 'verify'],
  ['$app reads the version number', { $app: 'appVersionNum' }, 310],
  ['$app reads the channel', { $app: 'channel' }, 'C009'],
  ['bindings nest in objects and lists', { to: '/x', query: { id: { $query: 'productId' } }, list: [{ $param: 'key' }] }, { to: '/x', query: { id: 'P9' }, list: ['privacy'] }],
  ['an object with other keys is not a binding', { $query: 'productId', other: 1 }, { $query: 'productId', other: 1 }],
  ['plain values stay as they are', 'text', 'text'],
];

describe('bindings', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(resolveBindings(input, context())).toEqual(expected);
  });

  it('keeps a props object without bindings identical (no re-validation, no re-render)', () => {
    const props = { text: 'a', nested: { n: 1 } };
    expect(resolveBindings(props, context())).toBe(props);
  });

  it('shows a bound value on the page and updates when the store changes', async () => {
    const stores = testStores();
    renderPage(pageOf([{ type: 'text', props: { text: { $user: 'info.name', default: '游客' } } }]), { stores });
    expect(await screen.findByText('游客')).toBeInTheDocument();
    runInAction(() => stores.user.setInfo({ id: 'u1', phone: '13800000000', flow: 'INFO', name: '张三' }));
    expect(await screen.findByText('张三')).toBeInTheDocument();
  });

  it('shows a conditioned block only once the user logs in', async () => {
    const stores = testStores();
    renderPage(pageOf([{ type: 'text', props: { text: '欢迎回来' }, when: { loggedIn: true } }, { type: 'text', props: { text: '其他' } }]), { stores });
    expect(await screen.findByText('其他')).toBeInTheDocument();
    expect(screen.queryByText('欢迎回来')).not.toBeInTheDocument();
    runInAction(() => stores.user.setToken('t'));
    expect(await screen.findByText('欢迎回来')).toBeInTheDocument();
  });
});
