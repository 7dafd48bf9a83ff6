import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testStores } from '../../tests/support/render-page';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { handOffAction } from './hand-off';
import { propsSchema } from './props.schema';
import { AuthCallback } from '.';

describe('where a hand-off leads', () => {
  it.each([
    ['/product/detail?productId=P1', { kind: 'navigate', to: '/product/detail', query: { productId: 'P1' }, replace: true }],
    ['https://partner.example.com/done', { kind: 'openUrl', url: 'https://partner.example.com/done' }],
    ['//evil.example.com/x', { kind: 'navigate', to: '/my', replace: true }],
    ['javascript:alert(1)', { kind: 'navigate', to: '/my', replace: true }],
    ['', { kind: 'navigate', to: '/my', replace: true }],
  ])('%s', (redirect, action) => expect(handOffAction(redirect, '/my')).toEqual(action));
});

/** A RootStore whose gateway answers SF003 with `info` (or fails with `error`). */
function storesWith(answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { stores: testStores({}, call), call };
}

describe('/auth/callback', () => {
  it('applies the token as a login reply once, then replaces the page with the redirect', async () => {
    const { stores, call } = storesWith(async () => ({ id: 'u9', phone: '13600000009', flow: 'FINISH' }));
    const p = testProps(propsSchema, { token: 'tok-9', redirect: '/my/account' });
    renderWithStores(<AuthCallback {...p} />, stores);
    expect(screen.getByRole('status')).toHaveTextContent('正在完成认证');
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/account', replace: true }));
    expect(stores.user.token).toBe('tok-9');
    expect(stores.user.info?.id).toBe('u9');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a token the gateway refuses: 认证失败 with the message, logged out, nowhere else', async () => {
    const { stores } = storesWith(() => Promise.reject(new Error('登录失效，请重新登录')));
    const p = testProps(propsSchema, { token: 'bad', redirect: '/my' });
    renderWithStores(<AuthCallback {...p} />, stores);
    expect(await screen.findByText('认证失败')).toBeInTheDocument();
    expect(screen.getByText('登录失效，请重新登录')).toBeInTheDocument();
    expect(stores.user.isLoggedIn).toBe(false);
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('an error from the other side is shown, no token applied', () => {
    const { stores, call } = storesWith(async () => ({}));
    renderWithStores(<AuthCallback {...testProps(propsSchema, { token: 'x', error: '用户取消授权' })} />, stores);
    expect(screen.getByText('用户取消授权')).toBeInTheDocument();
    expect(stores.user.token).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });
});
