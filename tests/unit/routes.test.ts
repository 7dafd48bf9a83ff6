import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findRoute, isKnownPath, routeTable } from '@/app/route-table';
import { nextCache, type CachedPage } from '@/app/shell/keep-alive-cache';
import { widgetEntryOf } from '@widgets/registry';

/** Every path of spec §2, as the spec lists them. */
const SPEC_PATHS = `
/ /installment /base-search /my /limit /limit/detail /login /register /credit-facilities /cust-info-result
/cust-info /active-loading /active-finish /paySuccess
/product/index /product/recommend /product/detail /product/whole-detail /product/whole-result /download/product /download/register
/message-notify /agreement/privacy
/member /member/equity-buy /member/equity-list /member/buy /member/rights /member/equity-order /member/order-return
/partner/success /partner/fail /contract/zdgz /contract/person /middle/index /middle/recycle /bonus/index /A_page /image_color_test /B_page
/order-apply /order-info /order-result /order-finish /order-list
/system-setting /my/app /my/account /my/account/cancel /my/privacy/center /my/privacy/policy /my/privacy/register /my/privacy/third-party /my/privacy/auth
/recommend-area /my/gift-bag /goods-list /goods/classify /goods-list/goodsByCategoryId
/my/quota-detail /my/bankcard /my/bankcard/add /my/bill /my/bill/repayment /my/bill/pay /my/bill/pay-result
/my/cardpwd /my/cardpwd/retrieve /my/cardpwd/retrieve-log /my/cardpwd/retrieve-result /my/JDcard /my/GOLDcard
/my/integral /my/integral/detail /my/integral/exchange /my/integral/result
/my/otayonii /my/otayonii/withdrawal /my/otayonii/recharge /my/otayonii/records /my/otayonii/result /my/otayonii/exchange /my/otayonii/success
/my/coupon/list
/super/lucky /result/success /themeActivities/yearArea /themeActivities/dragonBoatFestival /activity/byRegionType /activity/blindBox
/activity/bigWheel /activity/integral/treasure /activity/theme/activity
/cashier /golden/cashier /pay-result
/borrow-money /borrow-money-detail /borrow-money-finish /telephone /telephone/recharge /telephone/result /iframe-view/chatlink
/cash-loan /cash-loan2 /cash-loan-order /cash-loan-detail /cash-loan-detail2 /cash-loan-finish /cash-loan-product-list /cashLoan2/applyRecord
/h5/retrieve /h5/bank /auth/callback
/block/farmers /block/giftBag /block/newCard /block/myNewCard /block/freeNew /block/zeroBuy /block/byIds /block/success
`.trim().split(/\s+/);

const indexOf = (path: string) => findRoute(path)?.index;

describe('routes come from page schemas', () => {
  it('name the widget types their page uses, so those chunks load with the page schema', async () => {
    const home = findRoute('/');
    expect(home?.widgets).toEqual(expect.arrayContaining(['search', 'notice-bar', 'banner', 'function-grid', 'limit-summary', 'product-list']));
    const page = (await home!.load()).default as { blocks: Array<{ type: string }> };
    expect([...(home?.widgets ?? [])].sort()).toEqual([...new Set(page.blocks.map((b) => b.type))].sort());
    expect(routeTable.flatMap((route) => route.widgets ?? []).filter((type) => !widgetEntryOf(type))).toEqual([]);
  });

  it('has a route for each of the 122 spec paths', () => {
    expect(SPEC_PATHS).toHaveLength(122);
    expect(SPEC_PATHS.filter((path) => !findRoute(path))).toEqual([]);
  });

  it.each(SPEC_PATHS)('resolves %s to its page', (path) => {
    const entry = findRoute(path);
    expect(entry, path).toBeDefined();
    expect(entry?.title).not.toBe('');
    expect(entry?.name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
  });

  it('gives every route a unique name and path', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('resolves /agreement/:key for any agreement key, with query strings ignored', () => {
    expect(findRoute('/agreement/credit_authorization')?.name).toBe('agreement');
    expect(findRoute('/product/detail?productId=7')?.name).toBe('productDetail');
    expect(isKnownPath('/no-such-page')).toBe(false);
    expect(isKnownPath('https://evil.example.com/')).toBe(false);
  });

  it('carries the spec ordering indexes', () => {
    expect(['/order-apply', '/order-info', '/order-result', '/order-finish'].map(indexOf)).toEqual([10, 11, 12, 13]);
    expect(['/my/bankcard', '/my/bankcard/add'].map(indexOf)).toEqual([20, 21]);
    expect(['/my/cardpwd', '/my/cardpwd/retrieve', '/my/cardpwd/retrieve-result'].map(indexOf)).toEqual([30, 31, 32]);
    const balance = SPEC_PATHS.filter((p) => p.startsWith('/my/otayonii')).map(indexOf);
    expect(balance.every((i) => i !== undefined && i >= 50 && i <= 57)).toBe(true);
    expect(['/cash-loan', '/cash-loan-detail', '/cash-loan-finish'].map(indexOf)).toEqual([50, 51, 52]);
    expect(['/my/bill', '/my/bill/repayment', '/my/bill/pay', '/my/bill/pay-result'].map(indexOf)).toEqual([60, 61, 62, 63]);
    expect(['/telephone', '/telephone/recharge', '/telephone/result'].map(indexOf)).toEqual([60, 61, 62]);
  });

  it('keeps borrow-money and cash-loan detail pages alive and drops their parent list', () => {
    expect(findRoute('/borrow-money-detail')).toMatchObject({ keepAlive: true, dropCache: expect.arrayContaining(['borrowMoney']) });
    expect(findRoute('/cash-loan-detail')).toMatchObject({ keepAlive: true, dropCache: expect.arrayContaining(['cashLoan']) });
    expect(findRoute('/cash-loan-detail2')).toMatchObject({ keepAlive: true, dropCache: expect.arrayContaining(['cashLoan2']) });
  });

  // Every kept-alive page that shows the user's loan state: its lists (the amount that can be borrowed) and its details.
  const LOAN_PAGES = ['/cash-loan', '/cash-loan2', '/borrow-money', '/cash-loan-detail', '/cash-loan-detail2', '/borrow-money-detail'];
  const visit = (cache: CachedPage[], path: string, search = '') => {
    const entry = findRoute(path)!;
    const location = { pathname: path, search, hash: '', state: null, key: path } as Location;
    return nextCache(cache, { name: entry.name, keepAlive: entry.keepAlive === true, dropCache: entry.dropCache ?? [], location, element: path });
  };

  it('are all the kept-alive pages that show a loan, and a loan detail drops the others (its state may have changed them)', () => {
    expect(routeTable.filter((r) => r.keepAlive && /^\/(cash-loan|borrow-money)/.test(r.path)).map((r) => r.path).sort()).toEqual([...LOAN_PAGES].sort());
    for (const path of LOAN_PAGES.filter((p) => p.includes('detail'))) {
      const name = findRoute(path)!.name;
      expect([...(findRoute(path)!.dropCache ?? [])].sort(), path).toEqual(LOAN_PAGES.map((p) => findRoute(p)!.name).filter((n) => n !== name).sort());
    }
  });

  it('after a withdrawal (提现成功 on /borrow-money-finish) no kept loan page is left, so going back shows the loan as it is now', () => {
    expect([...(findRoute('/borrow-money-finish')!.dropCache ?? [])].sort()).toEqual(LOAN_PAGES.map((p) => findRoute(p)!.name).sort());
    let cache: CachedPage[] = [];
    for (const path of ['/borrow-money', '/cash-loan2', '/cash-loan-detail2']) cache = visit(cache, path, path.includes('detail') ? '?loanId=L1' : '');
    cache = visit(cache, '/cash-loan-finish', '?loanId=L1');
    expect(cache.map((page) => page.element)).toEqual(['/cash-loan-detail2']);
    cache = visit(cache, '/borrow-money-finish', '?loanId=L1');
    expect(cache).toEqual([]);
  });

  it('marks /auth/callback and the download pages as needing no user info', () => {
    const none = routeTable.filter((r) => r.login === 'none').map((r) => r.path);
    expect(none).toEqual(expect.arrayContaining(['/auth/callback', '/download/product', '/download/register']));
    expect(none.filter((path) => !path.startsWith('/download/') && path !== '/auth/callback')).toEqual([]);
  });

  it('shows the tab bar on exactly the four bottom-menu pages', () => {
    expect(routeTable.filter((r) => r.tabBar).map((r) => r.path).sort()).toEqual(['/', '/installment', '/my', '/product/recommend']);
  });
});
