import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HOST } from '../support/open-redirect-corpus';
import { waitForMount } from './support/app';
import { withoutEmbeddedData } from './support/faults';
import type { ShellName } from './support/browser';
import { sentMessages } from './support/fake-host';
import { setUpHarness } from './support/harness';

const harness = setUpHarness();

/** A few of the corpus' cases, 9 entries in all (one page of the grid); the unit tests feed all ~100 through every sink. */
const SAMPLES = ['javascript:alert(1)', `https://${ALLOWED_HOST}@evil.example.com/`, `https://${ALLOWED_HOST}\\@evil.example.com/`];

/** Function entries with corpus URLs, for the home page's function grid (MM004). */
function entries(): unknown[] {
  const kinds = [['IN', 'APPVIEW'], ['IN', 'CUSTOM'], ['OUT', 'CUSTOM']] as const;
  return SAMPLES.flatMap((url, i) => kinds.map(([funcType, linkType], k) => ({
    id: 900 + i * 10 + k, name: `坏链${i}${k}`, icon: '/favicon.ico', funcType, linkType, linkTypeValue: url, funcValues: [], sort: i * 10 + k,
  })));
}

/** Answers MM004 with the bad entries and BA011 with a newer version whose download URL is foreign. */
async function serveBadLinks(page: Page): Promise<void> {
  // MM004's guest answer would otherwise come with the HTML, not through this route.
  await withoutEmbeddedData(page);
  await page.route('**/utd/gateway', async (route) => {
    const body = route.request().postDataJSON() as { apiCode?: string; position?: string };
    if (body.apiCode === 'MM004' && (body.position ?? 'HOME') === 'HOME') {
      return route.fulfill({ json: { rspCode: '0000', rspMsg: 'ok', apiCode: 'MM004', data: { list: [{ id: 1, name: '坏链', sort: 1, funcList: entries() }] } } });
    }
    if (body.apiCode === 'BA011') {
      const data = { versionName: 'v9.9.9', versionNum: 999, necessary: 'N', content: '<p>新版本</p>', downloadUrl: 'https://evil.example.com/app.apk' };
      return route.fulfill({ json: { rspCode: '0000', rspMsg: 'ok', apiCode: 'BA011', data } });
    }
    return route.continue();
  });
}

/** Every way the page could have left the app: a foreign request or navigation, an iframe, a jumpPage. */
async function escapes(page: Page, shell: ShellName, foreign: string[]): Promise<string[]> {
  const out = [...foreign];
  if (new URL(page.url()).origin !== new URL(harness.baseUrl).origin) out.push(`location ${page.url()}`);
  out.push(...(await page.locator('iframe').evaluateAll((frames) => frames.map((f) => `iframe ${f.getAttribute('src')}`))));
  if (shell !== 'browser') out.push(...(await sentMessages(page)).filter((m) => m.name === 'jumpPage').map((m) => `jumpPage ${JSON.stringify(m.payload)}`));
  return out;
}

describe('open-redirect URLs never leave the app, in every shell', () => {
  for (const shell of ['browser', 'flutter', 'uni'] as const) {
    it(`${shell}: function entries (IN APPVIEW, IN CUSTOM, OUT) and the update dialog refuse foreign URLs`, async () => {
      const page = await harness.open(shell);
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(harness.baseUrl) && !request.url().startsWith('data:')) foreign.push(`request ${request.url()}`);
      });
      await serveBadLinks(page);
      await page.goto('/');
      await waitForMount(page);
      if (shell !== 'browser') {
        await page.getByText('发现新版本 v9.9.9').waitFor();
        await page.getByRole('button', { name: '立即更新' }).tap();
        await page.getByRole('button', { name: '暂不更新' }).tap().catch(() => undefined);
      }
      for (const entry of entries() as Array<{ name: string }>) {
        await page.getByText(entry.name, { exact: true }).first().tap();
        await page.waitForTimeout(50);
      }
      expect(await escapes(page, shell, foreign)).toEqual([]);
      expect(page.url().startsWith(harness.baseUrl)).toBe(true);
    }, 90_000);
  }

  it('every response carries the security headers', async () => {
    const page = await harness.open('browser');
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });
});
