import { describe, expect, it } from 'vitest';
import type { FunctionEntry } from './action.schema';
import { createDispatcher } from './dispatcher';
import { withSession } from './function-entry';
import { createFakeHost, type Call } from './testing/fake-host';

const LINK_TYPES = ['PRODUCT', 'SPU', 'CATEGORY', 'CUSTOM', 'APPVIEW', 'VIRTUAL', 'TELE', 'MARKETING', 'GOODSZONE'] as const;
type LinkType = (typeof LINK_TYPES)[number];
const PARTNER = 'https://partner.example.com/p';

/** The linkTypeValue of an IN entry per link type, and where it leads in a browser. */
const IN_ROWS: Record<LinkType, { value: string; calls: Call[] }> = {
  PRODUCT: { value: '12', calls: [['navigate', '/order-apply?productId=12']] },
  SPU: { value: 'spu-3', calls: [['navigate', '/goods/detail?spuId=spu-3']] },
  CATEGORY: { value: '8', calls: [['navigate', '/goods-list?categoryId=8']] },
  CUSTOM: { value: '/my/coupon/list', calls: [['navigate', '/my/coupon/list']] },
  APPVIEW: { value: 'nativeScan', calls: [['toast', '请在App中打开']] },
  VIRTUAL: { value: '', calls: [['navigate', '/my/integral/exchange']] },
  TELE: { value: '', calls: [['navigate', '/telephone']] },
  MARKETING: { value: '', calls: [['navigate', '/block/byIds?ids=1%2C2']] },
  GOODSZONE: { value: 'ZERO_BUY', calls: [['navigate', '/activity/byRegionType?type=ZERO_BUY&title=%E4%B8%93%E5%8C%BA']] },
};

const rows = (['IN', 'OUT', 'OUT_WANH'] as const).flatMap((funcType) => LINK_TYPES.map((linkType) => ({ funcType, linkType })));

describe('function entries: funcType x linkType (browser, user FINISH)', () => {
  it.each(rows)('$funcType / $linkType', async ({ funcType, linkType }) => {
    const host = createFakeHost({ flow: 'FINISH', answers: { PD002: { id: 12, productId: '12', type: 'FORM', isCredit: 'N', name: 'p' } } });
    const entry: FunctionEntry = {
      id: 1,
      name: '专区',
      funcType,
      linkType,
      linkTypeValue: funcType === 'IN' ? IN_ROWS[linkType].value : PARTNER,
      funcValues: [{ relationId: '1' }, { relationId: '2' }],
    };
    await createDispatcher(host)({ kind: 'functionEntry', entry });
    const byFuncType: Record<typeof funcType, Call[]> = {
      IN: IN_ROWS[linkType].calls,
      OUT: [['openExternal', PARTNER]],
      OUT_WANH: [['openExternal', `${PARTNER}?token=tok-1&channel=C004`]],
    };
    const expected = byFuncType[funcType];
    expect(host.calls).toEqual(expected);
    expect(host.reports).toHaveLength(funcType === 'IN' && linkType === 'APPVIEW' ? 1 : 0);
    expect(host.requests.map((r) => r.apiCode)).toEqual(funcType === 'IN' && linkType === 'PRODUCT' ? ['PD002'] : []);
  });
});

describe('function entries in a native shell', () => {
  it('APPVIEW jumps to the native view', async () => {
    const host = createFakeHost({ shell: 'flutter' });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'APPVIEW', linkTypeValue: 'nativeScan' } });
    expect(host.calls).toEqual([['bridge', 'jumpPage', { jumpUrl: 'nativeScan' }]]);
  });

  it('OUT opens the page in the app web view', async () => {
    const host = createFakeHost({ shell: 'uni' });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'OUT', linkType: 'CUSTOM', linkTypeValue: PARTNER } });
    expect(host.calls).toEqual([['bridge', 'jumpPage', { jumpUrl: PARTNER }]]);
  });

  it('OUT_WANH for a guest asks for one-key login and opens nothing', async () => {
    const host = createFakeHost({ shell: 'flutter' });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'OUT_WANH', linkType: 'CUSTOM', linkTypeValue: PARTNER } });
    expect(host.calls).toEqual([['bridge', 'oneKeyLogin']]);
  });
});

describe('function entry details', () => {
  it('OUT_WANH never sends the token to a refused host', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'OUT_WANH', linkType: 'CUSTOM', linkTypeValue: 'https://evil.test/p' } });
    expect(host.calls).toEqual([['toast', '链接暂时无法打开']]);
    expect(JSON.stringify(host.reports)).not.toContain('tok-1');
  });

  it('withSession appends to a hash route when the URL has one', () => {
    expect(withSession('https://a.example.com/#/home?x=1', { token: 't', channel: 'C004' })).toBe('https://a.example.com/#/home?x=1&token=t&channel=C004');
    expect(withSession('https://a.example.com/p?x=1', { token: 't', channel: undefined })).toBe('https://a.example.com/p?x=1&token=t');
  });

  it('SPU and PRODUCT fall back to the first relationId', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'SPU', funcValues: [{ relationId: 9 }] } });
    expect(host.calls).toEqual([['navigate', '/goods/detail?spuId=9']]);
  });

  it('MARKETING without relationIds uses linkTypeValue', async () => {
    const host = createFakeHost();
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'MARKETING', linkTypeValue: '4,5' } });
    expect(host.calls).toEqual([['navigate', '/block/byIds?ids=4%2C5']]);
  });

  it('CUSTOM accepts a hash path and sends an unknown path to the gate', async () => {
    const host = createFakeHost();
    const dispatch = createDispatcher(host);
    await dispatch({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'CUSTOM', linkTypeValue: '#/my/bill?x=1' } });
    await dispatch({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'CUSTOM', linkTypeValue: '/nowhere' } });
    expect(host.calls).toEqual([['navigate', '/my/bill?x=1'], ['toast', '链接暂时无法打开']]);
  });

  it('a PRODUCT entry without any id is reported', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'PRODUCT' } });
    expect(host.calls).toEqual([]);
    expect(host.requests).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('a PD002 answer that is not a product is reported', async () => {
    const host = createFakeHost({ flow: 'FINISH', answers: { PD002: { nope: true } } });
    await createDispatcher(host)({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'PRODUCT', linkTypeValue: '3' } });
    expect(host.calls).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });
});
