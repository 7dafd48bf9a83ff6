import { describe, expect, it } from 'vitest';
import { createDispatcher } from './dispatcher';
import { createFakeHost, type Call } from './testing/fake-host';

const QUERY_TYPES = ['PRODUCT', 'GOODS', 'CATEGORY', 'CUSTOM', 'MARKETING', 'GOODSZONE'] as const;
const URL_OUT = 'https://ads.example.com/landing';

/** IN_URL targets per queryType, for an ad with queryTypeValue '12' (CUSTOM uses ad.url '/my/coupon/list'). */
const IN_URL_TARGET: Record<(typeof QUERY_TYPES)[number], Call[]> = {
  PRODUCT: [['navigate', '/order-apply?productId=12']],
  GOODS: [['navigate', '/goods/detail?spuId=12']],
  CATEGORY: [['navigate', '/goods-list?categoryId=12']],
  CUSTOM: [['navigate', '/my/coupon/list']],
  MARKETING: [['navigate', '/block/byIds?ids=12']],
  GOODSZONE: [['navigate', '/activity/byRegionType?type=12&title=%E6%B4%BB%E5%8A%A8']],
};

const PD002_PRODUCT = { id: 12, productId: '12', type: 'FORM', isCredit: 'N', name: 'p', link: '' };

const rows = (['IN_URL', 'OUT_URL'] as const).flatMap((urlType) => QUERY_TYPES.map((queryType) => ({ urlType, queryType })));

describe('ad actions: urlType x queryType', () => {
  it.each(rows)('$urlType / $queryType', async ({ urlType, queryType }) => {
    const host = createFakeHost({ flow: 'FINISH', answers: { PD002: PD002_PRODUCT } });
    const url = urlType === 'OUT_URL' ? URL_OUT : '/my/coupon/list';
    await createDispatcher(host)({ kind: 'ad', ad: { id: 5, urlType, queryType, queryTypeValue: '12', url, name: '活动' } });
    expect(host.calls).toEqual(urlType === 'OUT_URL' ? [['openExternal', URL_OUT]] : IN_URL_TARGET[queryType]);
    const codes = host.requests.map((r) => r.apiCode);
    expect(codes[0]).toBe('BA007');
    expect(host.requests[0]?.fields).toEqual({ adId: 5 });
    expect(codes.slice(1)).toEqual(urlType === 'IN_URL' && queryType === 'PRODUCT' ? ['PD002'] : []);
    expect(host.reports).toEqual([]);
  });
});

describe('ad details', () => {
  it('PRODUCT with ad.product opens that product without a lookup; productId from queryTypeValue', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'PRODUCT', queryTypeValue: '77', product: { type: 'JOIN' } } });
    expect(host.calls).toEqual([['navigate', '/product/detail?productId=77']]);
    expect(host.requests).toEqual([]);
  });

  it('PRODUCT ads follow the product rules: a guest gets login', async () => {
    const host = createFakeHost({ shell: 'uni' });
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'PRODUCT', product: { id: 3, type: 'FORM' } } });
    expect(host.calls).toEqual([['bridge', 'oneKeyLogin']]);
  });

  it('OUT_URL in a shell opens in the app web view', async () => {
    const host = createFakeHost({ shell: 'flutter' });
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'OUT_URL', url: URL_OUT } });
    expect(host.calls).toEqual([['bridge', 'jumpPage', { jumpUrl: URL_OUT }]]);
  });

  it('OUT_URL refused by the gate: toast and report', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'OUT_URL', url: 'http://evil.test/' } });
    expect(host.calls).toEqual([['toast', '链接暂时无法打开']]);
    expect(host.reports).toHaveLength(1);
  });

  it('IN_URL CUSTOM with an unknown path goes through the gate', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'CUSTOM', url: '/no-such-page' } });
    expect(host.calls).toEqual([['toast', '链接暂时无法打开']]);
  });

  it('IN_URL without queryType treats ad.url as CUSTOM', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'IN_URL', url: 'https://www.example.com/a' } });
    expect(host.calls).toEqual([['openExternal', 'https://www.example.com/a']]);
  });

  it('a value-less CATEGORY ad is reported and goes nowhere', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'CATEGORY' } });
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('a failing BA007 never blocks navigation', async () => {
    const host = createFakeHost({ answers: { BA007: () => Promise.reject(new Error('down')) } });
    await createDispatcher(host)({ kind: 'ad', ad: { id: 9, urlType: 'IN_URL', queryType: 'CATEGORY', queryTypeValue: '4' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.calls).toEqual([['navigate', '/goods-list?categoryId=4']]);
    expect(host.reports.map((r) => r.message)).toEqual(['BA007 ad click not recorded']);
  });

  it('a BA007 that never answers does not hold the tap', async () => {
    const host = createFakeHost({ answers: { BA007: () => new Promise(() => undefined) } });
    await createDispatcher(host)({ kind: 'ad', ad: { id: 9, urlType: 'IN_URL', queryType: 'MARKETING', queryTypeValue: '1,2' } });
    expect(host.calls).toEqual([['navigate', '/block/byIds?ids=1%2C2']]);
  });

  it('an ad without a usable id is not recorded', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'ad', ad: { id: 'x', urlType: 'IN_URL', queryType: 'GOODS', queryTypeValue: 's1' } });
    expect(host.requests).toEqual([]);
    expect(host.calls).toEqual([['navigate', '/goods/detail?spuId=s1']]);
  });
});
