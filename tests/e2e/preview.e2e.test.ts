import { describe, expect, it } from 'vitest';
import { waitForMount } from './support/app';
import { setUpHarness } from './support/harness';

const harness = setUpHarness();

interface ParseSeen {
  preview: boolean;
  previewHidden: boolean;
  rootEmpty: boolean;
}

declare global {
  interface Window {
    __atParse?: ParseSeen;
  }
}

describe('first-screen preview drawn at build time', () => {
  it('a page that starts with static blocks is served with them drawn; a page that starts with data is not', async () => {
    const login = await (await fetch(`${harness.baseUrl}/login?redirect=%2Fmy`)).text();
    expect(login).toContain('id="qsh-preview"');
    expect(login).toContain('手机号登录');
    expect(login).toMatch(/<link rel="stylesheet"[^>]+start-[^>]+\.css">\s*<\/head>|<link rel="stylesheet"[^>]+\.css"><\/head>/);
    const home = await (await fetch(`${harness.baseUrl}/`)).text();
    expect(home).not.toContain('qsh-preview');
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
