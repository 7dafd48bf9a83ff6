import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, navTitle } from './support/app';
import { launchBrowser, newPhoneContext, SHELLS, type ShellName } from './support/browser';
import { demoPublisher, opsLogin } from '../../scripts/pages-client';
import { installFakeHost } from './support/fake-host';
import { startGateway, type Gateway } from './support/server';

/**
 * The publishing loop (docs/operators.md) against a running gateway that is never restarted and an
 * app that is never rebuilt: an operator publishes /activity/newYear with `npm run pages:publish`,
 * customers open it in every shell, a second version replaces it, `npm run pages:rollback` brings
 * the first back. Own gateway: publishing changes what every customer sees.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => `tests/fixtures/pages/${name}.json`;
const V1_TEXT = '新年狂欢季：分期购物享免息，积分翻倍';
const V2_TEXT = '新年狂欢季第二波：爆款直降，领券再减';

let gateway: Gateway;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** Runs one of the pages CLIs as the seeded demo publisher; resolves with its exit code and output. */
async function cli(script: 'pages-publish' | 'pages-rollback', args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, ...demoPublisher(gateway.url) };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** A customer (a guest) opening a path in a fresh phone context of `shell`. */
async function visit(shell: ShellName, path: string): Promise<Page> {
  const context = await newPhoneContext(browser, shell, { baseURL: gateway.url });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  if (shell !== 'browser') await installFakeHost(context, shell);
  const page = await context.newPage();
  await page.goto(path);
  // A published page's HTML shows its first screen drawn by the gateway until the live page takes over: what the test reads is the live page.
  await page.locator('#qsh-preview').waitFor({ state: 'detached' });
  return page;
}

beforeAll(async () => {
  gateway = await startGateway(process.env.E2E_DIST_DIR);
  browser = await launchBrowser();
}, 60_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
});

describe('operators publish pages at runtime', () => {
  it('an invalid page is refused with the checker messages and publishes nothing', async () => {
    const refused = await cli('pages-publish', [fixture('new-year-invalid')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('/blocks/1/type: unknown widget type "no-such-widget"');
    expect(refused.stderr).toContain('页面未通过检查，未发布');
    const page = await visit('browser', '/activity/newYear');
    await navTitle(page, '页面不存在').waitFor();
  });

  it('a published page opens for customers in every shell without a rebuild; a rollback brings the previous version back', async () => {
    const first = await cli('pages-publish', [fixture('new-year')]);
    expect(first.stdout).toContain('published /activity/newYear version 1');
    // Its HTML brings the version and its first screen drawn: the page paints before any script and asks for no version.
    const context = await newPhoneContext(browser, 'browser', { baseURL: gateway.url });
    contexts.push(context);
    const fast = await context.newPage();
    const versionRequests: string[] = [];
    fast.on('request', (request) => void (request.url().includes('/utd/pages/v/') && versionRequests.push(request.url())));
    const html = await (await fast.goto('/activity/newYear'))!.text();
    expect(html).toMatch(new RegExp(`<div id="qsh-preview"[^>]*>[\\s\\S]*${V1_TEXT}`));
    await fast.locator('#qsh-preview').waitFor({ state: 'detached' });
    await fast.getByText(V1_TEXT).waitFor();
    expect(versionRequests).toEqual([]);
    for (const shell of SHELLS) {
      const page = await visit(shell, '/activity/newYear');
      await page.getByText(V1_TEXT).waitFor();
      await checkScreen(page, shell, 'published-activity-newYear');
    }

    const second = await cli('pages-publish', [fixture('new-year-v2'), '--route', '/activity/newYear']);
    expect(second.stdout).toContain('published /activity/newYear version 2');
    const afterUpdate = await visit('browser', '/activity/newYear');
    await afterUpdate.getByText(V2_TEXT).waitFor();

    const back = await cli('pages-rollback', ['/activity/newYear']);
    expect(back.stdout).toContain('rolled back /activity/newYear: version 2 withdrawn; live now: version 1');
    const afterRollback = await visit('browser', '/activity/newYear');
    await afterRollback.getByText(V1_TEXT).waitFor();
    expect(await afterRollback.getByText(V2_TEXT).count()).toBe(0);

    // Rolling back the last version returns the new route to not-found.
    expect((await cli('pages-rollback', ['/activity/newYear'])).code).toBe(0);
    const gone = await visit('browser', '/activity/newYear');
    await navTitle(gone, '页面不存在').waitFor();
  });

  it('an operator builds a page in the console from the gallery, previews it in the real app, and publishes it; an invalid draft cannot be published', async () => {
    const context = await newPhoneContext(browser, 'browser', { baseURL: gateway.url, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    context.setDefaultTimeout(10_000);
    const ops = await context.newPage();
    await ops.goto('/ops/');
    await ops.getByLabel('账号').fill('ops');
    await ops.getByLabel('密码').fill('wrong-password');
    await ops.getByRole('button', { name: '登录' }).click();
    await ops.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    await ops.getByLabel('密码').fill('ops-demo-2026');
    await ops.getByRole('button', { name: '登录' }).click();
    await ops.getByText('ops（发布者）').waitFor();

    await ops.getByLabel('路由').fill('/activity/springFest');
    await ops.getByRole('button', { name: '新建' }).click();
    const text = ops.locator('article[data-widget="text"]');
    await text.getByRole('button', { name: '插入' }).click();
    await ops.getByText('检查通过').waitFor();
    await ops.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(ops, 'browser', 'ops-console');

    // The in-console preview: the real app in a phone-sized frame, rendering the draft.
    await ops.frameLocator('iframe[title="预览"]').getByText('额度有效期 12 个月').waitFor();

    await ops.getByRole('button', { name: '发布' }).click();
    await ops.getByRole('status').filter({ hasText: '已发布 /activity/springFest 版本 1' }).waitFor();
    const customer = await visit('browser', '/activity/springFest');
    await customer.getByText('额度有效期 12 个月').waitFor();

    // In the editor, the block's type "text" becomes "txet" (a double click selects the word).
    await ops.locator('.cm-content').getByText('"text"', { exact: true }).first().dblclick();
    await ops.keyboard.insertText('txet');
    await ops.getByText(/第 \d+ 行 \/blocks\/0\/type：unknown widget type "txet"/).waitFor();
    expect(await ops.getByRole('button', { name: '发布' }).isDisabled()).toBe(true);
  });

  it('a block still loading far below the screen is not drawn, so its shimmer does not repaint the page, until the customer scrolls near it', async () => {
    const client = await opsLogin(demoPublisher(gateway.url));
    const texts = Array.from({ length: 80 }, (_, i) => ({ type: 'text', props: { text: `长页第${i}段：额度有效期 12 个月，按日计息，随借随还。` } }));
    const banner = { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' } };
    const published = await client.post('/publish', { route: '/activity/longWait', page: { route: { path: '/activity/longWait', name: 'activityLongWait', login: 'optional' }, title: '长页', blocks: [...texts, banner] } });
    expect(published.status).toBe(200);

    const context = await newPhoneContext(browser, 'browser', { baseURL: gateway.url });
    contexts.push(context);
    const page = await context.newPage();
    // The banner's request is left unanswered: its block stays a skeleton at the bottom of the page.
    await page.route('**/utd/gateway', async (route) => {
      if (route.request().postDataJSON()?.apiCode !== 'BA006') await route.fallback();
    });
    await page.goto('/activity/longWait');
    await page.getByText('长页第79段', { exact: false }).waitFor();
    const skeleton = page.locator('[aria-busy="true"] .adm-skeleton').first();
    await skeleton.waitFor({ state: 'attached' });
    const drawn = () => skeleton.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);

    await skeleton.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });
});
