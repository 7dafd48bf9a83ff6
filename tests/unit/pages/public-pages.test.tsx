import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPage, pageFile, wasCalled } from './page-harness';

const config = (f: Record<string, unknown>) => ({ list: [{ key: f.key, value: `https://download.example.com/qsh/${String(f.key).replace('download_url_', '')}.apk`, description: '' }] });

describe('download pages', () => {
  it.each(['download/product.json', 'download/register.json'])('%s is public and downloads the variant link', async (file) => {
    expect(pageFile(file).route.login).toBe('none');
    for (const variant of ['official', 'verify'] as const) {
      const { actions, unmount } = openPage(file, { answers: { BA019: config }, variant });
      await userEvent.click(await screen.findByRole('button', { name: '立即下载' }));
      expect(actions).toEqual([{ kind: 'openUrl', url: `https://download.example.com/qsh/${variant}.apk`, title: '趣生活' }]);
      unmount();
    }
  });
});

const KEYS = ['privacy', 'product_service', 'register', 'service_sdk', 'account_auth', 'credit_authorization', 'face_recognition', 'credit_sales', 'signature_authorization', 'info_authorization', 'member', 'partner', 'tonglian'];
const VERIFY_KEYS = new Set(['privacy', 'register', 'member']);
const agreement = (f: Record<string, unknown>) => ({ key: f.key, title: `协议 ${String(f.key)}`, content: '<p>协议正文</p>' });

describe('agreement /agreement/:key', () => {
  it.each(KEYS)('shows %s in both variants (privacy, register and member as _verify in verify)', async (key) => {
    for (const variant of ['official', 'verify'] as const) {
      const want = variant === 'verify' && VERIFY_KEYS.has(key) ? `${key}_verify` : key;
      const { callRaw, unmount } = openPage('agreement/[key].json', { answers: { UC010: agreement }, params: { key }, variant });
      expect(await screen.findByRole('heading', { name: `协议 ${want}` })).toBeInTheDocument();
      expect(wasCalled(callRaw, 'UC010', { key: want })).toBe(true);
      unmount();
    }
  });

  it('shows 重试 when the agreement cannot load', async () => {
    openPage('agreement/[key].json', { answers: {}, params: { key: 'privacy' } });
    await screen.findByText('no answer for UC010');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
