import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/main';
import { launchBrowser, newPhoneContext } from './support/browser';

/**
 * The operator console's loop in a browser (docs/operators.md): an operator logs in, builds
 * /activity/newYear from the gallery in the CodeMirror editor, sees it in the in-console preview as
 * a guest and as a FINISH user (and in an emulated shell), publishes it; a customer's browser opens
 * it (no rebuild, no restart); a second version, the diff, a rollback; a scheduled version visible
 * only inside its window on the gateway's test clock; an invalid draft refused by the console and by
 * the gateway; a customer token refused by every console endpoint; block reports by version.
 * Own gateway (publishing changes what every customer sees) with a clock the test moves.
 * Screenshots go to docs/screenshots/ops/.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const shots = join(root, 'docs/screenshots/ops');
const HOUR = 3600_000;
const V1_TEXT = '新年狂欢季：分期购物享免息';
const V2_TEXT = '新年狂欢季第二波：爆款直降';
const SCHEDULED_TEXT = '除夕夜限时：整点抢红包';
const FINISH_TEXT = '新年专享：授信完成用户免息 12 期';
const GUEST_TEXT = '登录领取新年红包';
const DEMO_TEXT = '额度有效期 12 个月';

let server: RunningServer;
let dataDir: string;
let shift = 0;
let browser: Browser;
const contexts: BrowserContext[] = [];

const page = (headline: string) => ({
  route: { path: '/activity/newYear', name: 'activityNewYear', login: 'optional' },
  title: '新年狂欢季',
  blocks: [
    { type: 'text', props: { text: DEMO_TEXT, size: 'sm', color: 'weak' } },
    { type: 'text', props: { text: headline, align: 'center' } },
    { type: 'text', props: { text: FINISH_TEXT }, when: { flow: 'FINISH' } },
    { type: 'text', props: { text: GUEST_TEXT }, when: { loggedIn: false } },
  ],
});

/** A customer (a guest) opening a path in a fresh phone browser. */
async function visit(path: string): Promise<Page> {
  const context = await newPhoneContext(browser, 'browser', { baseURL: server.url });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  const p = await context.newPage();
  await p.goto(path);
  // A published page's HTML shows its first screen drawn by the gateway until the live page takes over: what the test reads is the live page.
  await p.locator('#qsh-preview').waitFor({ state: 'detached' });
  return p;
}

async function api(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, init);
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Replaces the whole draft in the CodeMirror editor, as an operator pasting or typing it. */
async function setDraft(ops: Page, json: unknown): Promise<void> {
  await ops.locator('.cm-content').click();
  await ops.keyboard.press('Control+A');
  await ops.keyboard.insertText(JSON.stringify(json, null, 2));
}

const previewFrame = (ops: Page): FrameLocator => ops.frameLocator('iframe[title="预览"]');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'qsh-ops-e2e-'));
  process.env.LOG ??= 'silent';
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, mode: 'demo', now: () => Date.now() + shift, ...(process.env.E2E_DIST_DIR ? { distDir: process.env.E2E_DIST_DIR } : {}) });
  browser = await launchBrowser();
  await mkdir(shots, { recursive: true });
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the operator console', () => {
  it('builds a page from the gallery, previews it as a guest and as a FINISH user, publishes, diffs, rolls back, schedules, and refuses an invalid draft', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 1000 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    contexts.push(context);
    context.setDefaultTimeout(20_000);
    const ops = await context.newPage();
    await ops.goto('/ops/');
    await ops.getByLabel('账号').fill('ops');
    await ops.getByLabel('密码').fill('ops-demo-2026');
    await ops.getByRole('button', { name: '登录' }).click();
    await ops.getByText('ops（发布者）').waitFor();
    await ops.locator('.cm-content').waitFor();

    // From the gallery: the text widget's demo, drawn live, then inserted into the new page.
    await ops.getByRole('button', { name: '新建' }).click();
    const textCard = ops.locator('article[data-widget="text"]');
    await textCard.getByRole('button', { name: '示例与属性' }).click();
    await ops.frameLocator('iframe[title="文本 示例"]').getByText(DEMO_TEXT).waitFor();
    await textCard.getByRole('cell', { name: 'align' }).waitFor();
    await textCard.scrollIntoViewIfNeeded();
    await ops.screenshot({ path: join(shots, 'gallery.png') });
    await textCard.getByRole('button', { name: '插入' }).click();
    await ops.getByText('检查通过').waitFor();
    await previewFrame(ops).getByText(DEMO_TEXT).waitFor();

    // Completion from page.schema.json: property names of the page (Ctrl+Space after the first "{").
    await ops.locator('.cm-line').first().click();
    await ops.keyboard.press('End');
    await ops.keyboard.press('Control+Space');
    const completion = ops.locator('.cm-tooltip-autocomplete');
    await completion.getByText('navBar', { exact: true }).waitFor();
    await ops.screenshot({ path: join(shots, 'editor-completion.png') });
    await ops.keyboard.press('Escape');

    // The draft with persona blocks; the preview as a guest, then as the FINISH demo user, in an emulated shell.
    await setDraft(ops, page(V1_TEXT));
    await ops.getByText('检查通过').waitFor();
    const frame = previewFrame(ops);
    await frame.getByText(V1_TEXT).waitFor();
    await frame.getByText(GUEST_TEXT).waitFor();
    expect(await frame.getByText(FINISH_TEXT).count()).toBe(0);
    await ops.getByRole('button', { name: '授信完成 FINISH' }).click();
    await frame.getByText(FINISH_TEXT).waitFor();
    expect(await frame.getByText(GUEST_TEXT).count()).toBe(0);
    await ops.getByRole('button', { name: 'qsh-flutter' }).click();
    await ops.waitForFunction(() => (document.querySelector('iframe[title="预览"]') as HTMLIFrameElement | null)?.src.includes('opsShell=flutter'));
    await frame.getByText(FINISH_TEXT).waitFor();
    const shellFrame = ops.frames().find((f) => f.url().includes('opsShell=flutter'));
    expect(await shellFrame?.evaluate(() => typeof (window as { QshBridge?: unknown }).QshBridge)).toBe('object');
    await ops.screenshot({ path: join(shots, 'preview-switchers.png') });
    // The persona lives in the frame's memory: the operator's browser holds no customer token.
    expect(await ops.evaluate(() => window.localStorage.getItem('qsh.token'))).toBeNull();
    await ops.getByRole('button', { name: '游客' }).click();
    await ops.getByRole('button', { name: '浏览器' }).click();

    // Publish; a customer's browser opens it (no rebuild, the server not restarted).
    await ops.getByRole('button', { name: '发布' }).click();
    await ops.getByRole('status').filter({ hasText: '已发布 /activity/newYear 版本 1' }).waitFor();
    await (await visit('/activity/newYear')).getByText(V1_TEXT).waitFor();

    // A second version, the diff between them, and a rollback: the next visit shows version 1 again.
    await setDraft(ops, page(V2_TEXT));
    await ops.getByText('检查通过').waitFor();
    await ops.getByRole('button', { name: '发布' }).click();
    await ops.getByRole('status').filter({ hasText: '已发布 /activity/newYear 版本 2' }).waitFor();
    await (await visit('/activity/newYear')).getByText(V2_TEXT).waitFor();
    await ops.getByRole('button', { name: '版本', exact: true }).click();
    await ops.getByText('线上版本：版本 2').waitFor();
    await ops.getByRole('button', { name: '对比' }).click();
    await ops.locator('.ops-diff .add').filter({ hasText: V2_TEXT }).waitFor();
    await ops.screenshot({ path: join(shots, 'versions-diff.png') });
    await ops.getByRole('button', { name: '回滚到上一版本' }).click();
    await ops.getByText('线上版本：版本 1').waitFor();
    const afterRollback = await visit('/activity/newYear');
    await afterRollback.getByText(V1_TEXT).waitFor();
    expect(await afterRollback.getByText(V2_TEXT).count()).toBe(0);

    // A scheduled version (a pipeline posts it with the publisher's token) is live only inside its window, on the gateway's clock.
    const login = await api('/ops/api/login', post({ username: 'ops', password: 'ops-demo-2026' }));
    const bearer = { Authorization: `Bearer ${String(login.body.token)}` };
    const start = Date.now() + shift + HOUR;
    const scheduled = await api('/ops/api/publish', post({ route: '/activity/newYear', page: page(SCHEDULED_TEXT), start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString() }, bearer));
    expect(scheduled.status).toBe(200);
    await (await visit('/activity/newYear')).getByText(V1_TEXT).waitFor();
    shift += 1.5 * HOUR;
    await (await visit('/activity/newYear')).getByText(SCHEDULED_TEXT).waitFor();
    shift += HOUR;
    const afterWindow = await visit('/activity/newYear');
    await afterWindow.getByText(V1_TEXT).waitFor();
    expect(await afterWindow.getByText(SCHEDULED_TEXT).count()).toBe(0);

    // An invalid draft: the problem points at its JSON position (a click selects it) and 发布 stays disabled.
    await ops.getByRole('button', { name: '组件库' }).click();
    const invalid = page(V1_TEXT);
    invalid.blocks[1] = { ...invalid.blocks[1]!, type: 'txet' };
    await setDraft(ops, invalid);
    const problem = ops.locator('.ops-problem').filter({ hasText: '/blocks/1/type：unknown widget type "txet"' });
    await problem.waitFor();
    await ops.locator('.cm-lintRange-error').first().waitFor();
    expect(await ops.getByRole('button', { name: '发布' }).isDisabled()).toBe(true);
    await problem.click();
    expect(await ops.evaluate(() => document.getSelection()?.toString())).toBe('"txet"');
    // ... and the gateway refuses it when posted directly.
    const direct = await api('/ops/api/publish', post({ route: '/activity/newYear', page: invalid }, bearer));
    expect(direct.status).toBe(422);
    expect(JSON.stringify(direct.body.problems)).toContain('unknown widget type \\"txet\\"');

    // Block reports grouped by route and version (a report as the app sends it from version 1).
    await api('/utd/gateway', post({ apiCode: 'BA030', reports: [{ route: '/activity/newYear', pointer: '/blocks/2', message: 'data source BA006 answered 1002', pageVersion: 1, clientTime: Date.now() }] }));
    await ops.getByRole('button', { name: '异常上报' }).click();
    await ops.getByRole('row').filter({ hasText: '/activity/newYear' }).filter({ hasText: '版本 1' }).first().waitFor();
    await ops.screenshot({ path: join(shots, 'logs.png') });
    await ops.getByRole('button', { name: '操作日志' }).click();
    await ops.getByRole('cell', { name: 'rollback' }).first().waitFor();
  });

  it('a customer token is refused by every console endpoint', async () => {
    // A real customer session: the FINISH demo user's, minted for the preview.
    const login = await api('/ops/api/login', post({ username: 'editor', password: 'editor-demo-2026' }));
    const minted = await api('/ops/api/preview-session', post({ persona: 'finish' }, { Authorization: `Bearer ${String(login.body.token)}` }));
    const customer = String(minted.body.token);
    expect((await api('/utd/gateway', post({ apiCode: 'SF003' }, { appToken: customer }))).body.rspCode).toBe('0000');
    const endpoints: [string, string][] = [
      ['GET', '/me'], ['GET', '/pages'], ['GET', '/versions?route=/activity/newYear'], ['GET', '/version?route=/activity/newYear&version=1'],
      ['GET', '/diff?route=/activity/newYear&from=1&to=2'], ['GET', '/audit'], ['GET', '/reports'], ['GET', `/preview/${'a'.repeat(32)}`],
      ['POST', '/check'], ['POST', '/drafts'], ['POST', '/publish'], ['POST', '/rollback'], ['POST', '/preview'], ['POST', '/preview-session'], ['POST', '/logout'],
    ];
    for (const [method, path] of endpoints) {
      for (const header of [{ appToken: customer }, { Authorization: `Bearer ${customer}` }] as Record<string, string>[]) {
        const init: RequestInit = method === 'POST' ? post({ route: '/activity/newYear', page: page(V1_TEXT), persona: 'finish' }, header) : { headers: header };
        expect((await api(`/ops/api${path}`, init)).status, `${method} ${path} ${Object.keys(header)[0]}`).toBe(401);
      }
    }
  });
});
