import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/main';
import { navTitle, screenProblems, waitForSettled } from './support/app';
import { launchBrowser, type ShellName } from './support/browser';
import { logIn, type Session } from './support/session';
import { gatewayCall, openPhonePage } from './support/own-gateway';

/**
 * Activity and block pages (issue #18), written in JSON only, against a gateway of their own whose
 * clock the tests move (the countdown page), and whose draws and coupons they spend.
 */
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const shanghai = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

let server: RunningServer;
let dataDir: string;
let distCopy: string;
let browser: Browser;
/** The gateway's clock: the real time plus this shift (ms). */
let shift = 0;
const contexts: BrowserContext[] = [];
let phoneNo = 0;

async function call<T>(body: Record<string, unknown>, token?: string): Promise<T> {
  return gatewayCall<T>(server.url, body, token);
}

/** A new user (own daily draw limits and coupons). */
const newUser = () => logIn(server.url, `1397777${String((phoneNo += 1)).padStart(4, '0')}`);

async function open(shell: ShellName, session?: Session): Promise<Page> {
  return openPhonePage(browser, server.url, shell, session, contexts);
}

beforeAll(async () => {
  process.env.LOG ??= 'silent';
  distCopy = await mkdtemp(join(tmpdir(), 'qsh-e2e-activities-'));
  await cp(dist, distCopy, { recursive: true });
  dataDir = await mkdtemp(join(tmpdir(), 'qsh-e2e-activities-data-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, mode: 'demo', distDir: distCopy, now: () => Date.now() + shift });
  browser = await launchBrowser();
});

afterEach(async () => {
  shift = 0;
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all([distCopy, dataDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Draws on an open lottery page; returns what the page shows it landed on. */
async function drawOnce(page: Page, button: string): Promise<{ shown: string | null; pointer: string | null; text: string }> {
  await page.getByRole('button', { name: button }).tap();
  const result = page.getByRole('status').filter({ hasText: /恭喜获得|很遗憾/ });
  await result.waitFor({ timeout: 15_000 });
  const wheel = page.locator('[data-pointer-prize-id]');
  const pointer = (await wheel.count()) > 0 ? await wheel.getAttribute('data-pointer-prize-id') : null;
  return { shown: await result.getAttribute('data-prize-id'), pointer, text: (await result.textContent()) ?? '' };
}

describe('lottery: the gateway decides, the page lands on its prize', () => {
  it.each<ShellName>(['browser', 'flutter'])('a wheel draw lands on the prize the gateway recorded (%s)', async (shell) => {
    const user = await newUser();
    const page = await open(shell, user);
    await page.goto('/activity/bigWheel');
    await navTitle(page, '幸运大转盘').waitFor();
    await page.getByText('今日剩余 3 次').waitFor();
    const landed = await drawOnce(page, '立即抽奖');
    const records = await call<{ list: { prizeId: number; prizeName: string }[] }>({ apiCode: 'AC003', lotteryId: 1 }, user.token);
    expect(records.list).toHaveLength(1);
    const recorded = records.list[0]!;
    expect(landed.shown).toBe(String(recorded.prizeId));
    expect(landed.pointer).toBe(String(recorded.prizeId));
    expect(landed.text).toMatch(recorded.prizeName === '谢谢参与' ? /谢谢参与|很遗憾/ : new RegExp(recorded.prizeName));
    await page.getByText('今日剩余 2 次').waitFor();
  });

  it('a blind box opens on the recorded prize; with no box left today the button says 今日次数已用完 and is disabled (uni shell)', async () => {
    const user = await newUser();
    const page = await open('uni', user);
    await page.goto('/activity/blindBox');
    await page.getByText('今日剩余 1 次').waitFor();
    const landed = await drawOnce(page, '开启盲盒');
    const records = await call<{ list: { prizeId: number }[] }>({ apiCode: 'AC003', lotteryId: 2 }, user.token);
    expect(landed.shown).toBe(String(records.list[0]?.prizeId));
    const usedUp = page.getByRole('button', { name: '今日次数已用完' });
    await usedUp.waitFor();
    expect(await usedUp.isDisabled()).toBe(true);
    expect((await call<{ list: unknown[] }>({ apiCode: 'AC003', lotteryId: 2 }, user.token)).list).toHaveLength(1);
  });

  it('the treasure hunt spends points through the ledger; without points it is refused with 积分不足', async () => {
    const user = await newUser();
    const page = await open('browser', user);
    await page.goto('/activity/integral/treasure');
    await page.getByText('每次消耗 100 积分').first().waitFor();
    await page.getByRole('button', { name: '开始寻宝' }).tap();
    await page.getByRole('alert').filter({ hasText: '积分不足' }).waitFor();
  });
});

describe('coupons', () => {
  it('a coupon received once shows 已领取, also after a reload; the declared call action reloads the list', async () => {
    const user = await newUser();
    const page = await open('browser', user);
    await page.goto('/block/newCard');
    await page.getByRole('button', { name: '立即领取 新人 20 元满减券' }).tap();
    await page.getByRole('button', { name: '已领取 新人 20 元满减券' }).waitFor();
    await page.getByText('已抢光').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: '已领取 新人 20 元满减券' }).waitFor();
    expect(await page.getByRole('button', { name: '已领取 新人 20 元满减券' }).isDisabled()).toBe(true);
    // The page's own button is a `call` action (AC005, pageCallable) that reloads the "coupons" source.
    await page.getByRole('button', { name: '一键领取新人 5 元券' }).tap();
    await page.getByText('领取成功，已放入我的优惠券').waitFor();
    await page.getByRole('button', { name: '已领取 新人 5 元券' }).waitFor();
    const coupons = await call<{ list: { name: string }[] }>({ apiCode: 'CU001' }, user.token);
    expect(coupons.list.map((c) => c.name).sort()).toEqual(['新人 20 元满减券', '新人 5 元券']);
  });
});

describe('countdown and time-boxed blocks by the gateway clock', () => {
  it('the dragon boat page switches from 活动未开始 to the running activity at its start, and shows 活动已结束 after its end', async () => {
    shift = shanghai('2027-05-31 23:59:55') - Date.now();
    const page = await open('browser');
    await page.goto('/themeActivities/dragonBoatFestival');
    await page.getByRole('heading', { name: '活动未开始' }).or(page.getByText('活动未开始', { exact: true })).first().waitFor();
    await page.getByRole('timer').filter({ hasText: '距活动开始' }).waitFor();
    expect(await page.getByText('活动专享券').count()).toBe(0);
    await page.getByText('活动专享券').waitFor({ timeout: 15_000 });
    await page.getByRole('timer').filter({ hasText: '距活动结束' }).waitFor();
    expect(await page.getByText('活动未开始', { exact: true }).count()).toBe(0);
    shift = shanghai('2027-06-21 08:00:00') - Date.now();
    await page.reload();
    await page.getByText('活动已结束', { exact: true }).first().waitFor();
    expect(await page.getByText('活动专享券').count()).toBe(0);
  });
});

const PAGES: [path: string, title: string, name: string][] = [
  ['/activity/bigWheel', '幸运大转盘', 'activity-big-wheel'],
  ['/activity/blindBox', '惊喜盲盒', 'activity-blind-box'],
  ['/activity/byRegionType?type=ZERO_BUY&title=0元购', '0元购', 'activity-by-region-type'],
  ['/activity/integral/treasure', '积分寻宝', 'activity-treasure'],
  ['/activity/theme/activity', '主题活动', 'activity-theme'],
  ['/super/lucky', '超级幸运星', 'super-lucky'],
  ['/themeActivities/yearArea', '年货专区', 'theme-year-area'],
  ['/themeActivities/dragonBoatFestival', '端午专区', 'theme-dragon-boat'],
  ['/block/farmers', '助农专区', 'block-farmers'],
  ['/block/giftBag', '礼包专区', 'block-gift-bag'],
  ['/block/newCard', '新卡专区', 'block-new-card'],
  ['/block/myNewCard', '我的新卡', 'block-my-new-card'],
  ['/block/freeNew', '免费领新', 'block-free-new'],
  ['/block/zeroBuy', '0元购', 'block-zero-buy'],
  ['/block/byIds?ids=SPU1008,SPU1001,SPU1002', '专区', 'block-by-ids'],
  ['/block/success', '领取成功', 'block-success'],
];

describe('every activity and block page', () => {
  it('draws its demo data with no serious or critical axe violation', async () => {
    const user = await newUser();
    const page = await open('browser', user);
    const problems: string[] = [];
    for (const [path, title, name] of PAGES) {
      await page.goto(path);
      await navTitle(page, title).waitFor();
      await waitForSettled(page);
      expect(await page.getByText('加载失败').count(), `${path} failed to load a block`).toBe(0);
      const problem = await screenProblems(page, 'browser', name);
      if (problem) problems.push(problem);
    }
    expect(problems.join('\n')).toBe('');
  });
});
