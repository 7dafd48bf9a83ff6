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
/** UC010 as the gateway answers it: variant verify picks the _verify form of privacy, register and member. */
const agreement = (f: Record<string, unknown>) => {
  const key = f.variant === 'verify' && VERIFY_KEYS.has(String(f.key)) ? `${String(f.key)}_verify` : f.key;
  return { key, title: `协议 ${String(key)}`, content: '<p>协议正文</p>' };
};

describe('agreement /agreement/:key', () => {
  it.each(KEYS)('shows %s in both variants (privacy, register and member as _verify in verify)', async (key) => {
    for (const variant of ['official', 'verify'] as const) {
      const want = variant === 'verify' && VERIFY_KEYS.has(key) ? `${key}_verify` : key;
      const titles: string[] = [];
      const { callRaw, unmount } = openPage('agreement/[key].json', { answers: { UC010: agreement }, params: { key }, variant, onTitle: (t) => titles.push(t) });
      expect(await screen.findByText('协议正文')).toBeInTheDocument();
      expect(titles).toEqual([`协议 ${want}`]);
      expect(wasCalled(callRaw, 'UC010', { key, variant })).toBe(true);
      unmount();
    }
  });

  it('shows 重试 when the agreement cannot load', async () => {
    openPage('agreement/[key].json', { answers: {}, params: { key: 'privacy' } });
    await screen.findByText('no answer for UC010');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('the agreement page title comes from its data (titleFrom)', () => {
  it('the nav bar shows the agreement’s own title once UC010 answers, not 协议', async () => {
    const titles: string[] = [];
    openPage('agreement/[key].json', { answers: { UC010: agreement }, params: { key: 'credit_sales' }, onTitle: (t) => titles.push(t) });
    await screen.findByText('协议正文');
    expect(titles).toEqual(['协议 credit_sales']);
    // The nav bar carries the title: the text does not print it a second time.
    expect(screen.queryByRole('heading', { name: '协议 credit_sales' })).toBeNull();
  });
});
