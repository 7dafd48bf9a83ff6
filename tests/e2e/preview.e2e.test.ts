import { describe, expect, it } from 'vitest';
import { waitForMount } from './support/app';
import { setUpHarness } from './support/harness';
import { logIn } from './support/session';

const harness = setUpHarness();

interface ParseSeen {
  preview: boolean;
  previewHidden: boolean;
  rootEmpty: boolean;
}

interface MySeen {
  preview: string;
  rootEmpty: boolean;
}

interface HomeSeen {
  banner: string | null;
  top: number;
  height: number;
  ids: number;
  rootEmpty: boolean;
}

declare global {
  interface Window {
    __atParse?: ParseSeen;
    __homeAtParse?: HomeSeen;
    __myAtParse?: MySeen;
  }
}

/** The first home banner ad a guest gets now (BA006). */
async function firstHomeAd(): Promise<string> {
  const res = await fetch(`${harness.baseUrl}/utd/gateway`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apiCode: 'BA006', position: 'HOME_BANNER' }) });
  const body = (await res.json()) as { data: { list: { image: string }[] } };
  return body.data.list[0]!.image;
}

describe('first-screen preview drawn at build time', () => {
  it('a page that starts with static blocks is served with them drawn; a page that starts with a block of the visitor is not', async () => {
    const login = await (await fetch(`${harness.baseUrl}/login?redirect=%2Fmy`)).text();
    expect(login).toContain('id="qsh-preview"');
    expect(login).toContain('手机号登录');
    // Styled before any script runs: the head links the app's one stylesheet (build/build-options.ts).
    expect(login.slice(0, login.indexOf('</head>'))).toMatch(/<link rel="stylesheet"[^>]+\/assets\/[^>]+\.css">/);
    // For a browser with a customer session (the app's session marker), a page that starts with a block of the visitor (the user card) gets none.
    const my = await (await fetch(`${harness.baseUrl}/my`, { headers: { cookie: 'qsh_session=1' } })).text();
    expect(my).not.toContain('qsh-preview');
  });

  for (const shell of ['browser', 'flutter'] as const) {
    it(`${shell}: the preview is on screen before any script runs and gives way to the live page, which shows it once`, async () => {
      const page = await harness.open(shell);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__atParse = {
            preview: document.getElementById('qsh-preview') !== null,
            // A picture of the page: screen readers and the keyboard reach only the live page.
            previewHidden: document.getElementById('qsh-preview')?.getAttribute('aria-hidden') === 'true' && document.getElementById('qsh-preview')?.hasAttribute('inert') === true,
            rootEmpty: (document.getElementById('root')?.childElementCount ?? 0) === 0,
          };
        });
      });
      await page.goto('/login');
      await waitForMount(page);
      await page.getByRole('button', { name: '获取验证码' }).waitFor();
      await expect.poll(() => page.locator('#qsh-preview').count()).toBe(0);
      expect(await page.getByText('手机号登录', { exact: true }).count()).toBe(1);
      expect(await page.evaluate(() => window.__atParse)).toEqual({ preview: true, previewHidden: true, rootEmpty: true });
    });
  }
});

describe('first-screen preview drawn by the gateway with the guest data', () => {
  it('/ paints the banner from the current BA006 answer before any script runs; the live page draws it in the same place, once', async () => {
    const ad = await firstHomeAd();
    const html = await (await fetch(`${harness.baseUrl}/`)).text();
    // The LCP image comes with the HTML: preloaded in the head and drawn in the preview.
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${ad}">`);
    expect(html).toMatch(/<div id="qsh-preview"[^>]*>[\s\S]*class="qsh-banner"[\s\S]*<img class="adm-image-img" src="[^"]+"/);
    const page = await harness.open('browser');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const preview = document.getElementById('qsh-preview');
        const img = preview?.querySelector('.qsh-banner img');
        // The image itself, as laid out before any script (antd's Image keeps its <img> hidden until a load event).
        const rect = img?.getBoundingClientRect();
        window.__homeAtParse = {
          banner: img?.getAttribute('src') ?? null,
          top: Math.round(rect?.top ?? -1),
          height: Math.round(rect?.height ?? -1),
          // No id of the preview may clash with the live page's under it.
          ids: preview?.querySelectorAll('[id]').length ?? -1,
          rootEmpty: (document.getElementById('root')?.childElementCount ?? 0) === 0,
        };
      });
    });
    await page.goto('/');
    await waitForMount(page);
    await expect.poll(() => page.locator('#qsh-preview').count()).toBe(0);
    const seen = await page.evaluate(() => window.__homeAtParse);
    expect(seen).toMatchObject({ banner: ad, ids: 0, rootEmpty: true });
    expect(seen!.height).toBeGreaterThan(100);
    // The live banner: the same ad, where the preview drew it (no layout jump), and only one on the page.
    const live = page.locator('.qsh-banner img').first();
    await live.waitFor({ state: 'visible' });
    expect(await live.getAttribute('src')).toBe(ad);
    const box = await live.boundingBox();
    expect(Math.abs(Math.round(box!.y) - seen!.top)).toBeLessThanOrEqual(1);
    expect(await page.locator('.qsh-banner').count()).toBe(1);
    expect(await page.getByText('搜索产品或商品').count()).toBe(1);
  });
});

describe("/my: the guest preview (no session marker)", () => {
  const recordPreviewAtParse = () =>
    document.addEventListener('DOMContentLoaded', () => {
      window.__myAtParse = {
        preview: document.getElementById('qsh-preview')?.textContent ?? '',
        rootEmpty: (document.getElementById('root')?.childElementCount ?? 0) === 0,
      };
    });

  it('a guest sees the guest user card and the 立即登录 card before any script runs; the live page shows them once', async () => {
    const page = await harness.open('browser');
    await page.addInitScript(recordPreviewAtParse);
    await page.goto('/my');
    await waitForMount(page);
    await expect.poll(() => page.locator('#qsh-preview').count()).toBe(0);
    const seen = await page.evaluate(() => window.__myAtParse);
    expect(seen?.rootEmpty).toBe(true);
    expect(seen?.preview).toContain('登录/注册');
    expect(seen?.preview).toContain('立即登录');
    await page.getByRole('button', { name: '立即登录' }).waitFor();
    expect(await page.getByRole('button', { name: '立即登录' }).count()).toBe(1);
    expect(await page.getByText('登录/注册', { exact: true }).count()).toBe(1);
  });

  it('a visitor with a session but no marker gets the guest preview, then the live page (their card) replaces it; the app sets the marker and the next HTML has none', async () => {
    const session = await logIn(harness.baseUrl, '13800000521');
    const page = await harness.open('browser', { session });
    await page.addInitScript(recordPreviewAtParse);
    await page.goto('/my');
    await waitForMount(page);
    await expect.poll(() => page.locator('#qsh-preview').count()).toBe(0);
    expect((await page.evaluate(() => window.__myAtParse))?.preview).toContain('登录/注册');
    await page.getByText('138****0521').waitFor();
    expect(await page.getByText('立即登录').count()).toBe(0);
    expect(await page.getByText('登录/注册').count()).toBe(0);
    const marker = (await page.context().cookies()).find((c) => c.name === 'qsh_session');
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    await page.reload();
    await waitForMount(page);
    expect(await page.evaluate(() => window.__myAtParse)).toEqual({ preview: '', rootEmpty: true });
    await page.getByText('138****0521').waitFor();
  });
});
