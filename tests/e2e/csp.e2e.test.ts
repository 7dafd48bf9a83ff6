import { describe, expect, it } from 'vitest';
import { waitForMount } from './support/app';
import { setUpHarness } from './support/harness';
import { logIn, startLoggedIn } from './support/session';

const harness = setUpHarness();

describe("production build under Content-Security-Policy: script-src 'self'", () => {
  it('serves the CSP header, and a schema page with a form renders and validates without eval', async () => {
    const page = await harness.open('browser');
    await startLoggedIn(page.context(), await logIn(harness.baseUrl, '13800000404'));
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as Window & { cspViolations?: string[] }).cspViolations ??= [];
        (window as Window & { cspViolations?: string[] }).cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
    });

    const response = await page.goto('/my/address/edit');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await waitForMount(page);
    await page.getByRole('button', { name: '保存' }).tap();
    for (const message of ['请填写收货人姓名', '请填写正确的手机号', '请选择所在地区', '请填写详细地址']) {
      // Exact: the form's live region also says the first message, after its field's name.
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByPlaceholder('6位数字邮编').fill('1000');
    await page.getByRole('button', { name: '保存' }).tap();
    await page.getByText('邮政编码格式不正确', { exact: true }).waitFor();

    const reported = await page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations ?? []);
    expect([...reported, ...violations]).toEqual([]);
  });
});
