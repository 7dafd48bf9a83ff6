import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionSchema } from './action.schema';
import { createDispatcher, type HandlerMap } from './dispatcher';
import { ACTION_KINDS, parseAction } from './guard';
import { createFakeHost } from './testing/fake-host';

describe('unknown and malformed input', () => {
  it.each([
    ['null', null],
    ['a string', 'navigate'],
    ['an array', [{ kind: 'back' }]],
    ['no kind', { to: '/' }],
    ['unknown kind', { kind: 'share', url: 'x' }],
    ['prototype kind', { kind: 'constructor' }],
    ['navigate without to', { kind: 'navigate' }],
    ['navigate to a relative path', { kind: 'navigate', to: 'my' }],
    ['extra field', { kind: 'back', to: '/' }],
    ['product with an unknown type', { kind: 'product', product: { type: 'LOAN', id: 1 } }],
    ['ad with a bad urlType', { kind: 'ad', ad: { urlType: 'SIDE_URL' } }],
    ['entry without linkType', { kind: 'functionEntry', entry: { funcType: 'IN' } }],
    ['call with a number phone', { kind: 'call', phone: 13800138000 }],
  ])('%s: reported, nothing else', async (_name, input) => {
    const host = createFakeHost({ flow: 'FINISH' });
    await createDispatcher(host)(input);
    expect(host.calls).toEqual([]);
    expect(host.requests).toEqual([]);
    expect(host.reports).toHaveLength(1);
  });

  it('a malformed payload names the field', () => {
    const parsed = parseAction({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'SHOP' } });
    expect(parsed).toMatchObject({ ok: false, problem: 'malformed "ad" action' });
    expect(parsed.ok ? [] : parsed.errors).toEqual(['/ad/queryType must be one of PRODUCT, GOODS, CATEGORY, CUSTOM, MARKETING, GOODSZONE']);
  });

  it('arbitrary input never throws or rejects (fast-check)', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    const dispatch = createDispatcher(host);
    const kinds = fc.constantFrom(...ACTION_KINDS, 'other');
    const shaped = fc.record({ kind: kinds }).chain((base) => fc.dictionary(fc.string(), fc.anything()).map((rest) => ({ ...rest, ...base })));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), shaped), async (input) => {
        await expect(dispatch(input)).resolves.toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('a throwing host and a throwing reporter still resolve', async () => {
    const host = createFakeHost();
    host.back = () => {
      throw new Error('router gone');
    };
    host.report = () => {
      throw new Error('logger gone');
    };
    await expect(createDispatcher(host)({ kind: 'back' })).resolves.toBeUndefined();
  });
});

describe('the input check agrees with actionSchema', () => {
  const ajv = new Ajv({ strict: false });
  const validate = ajv.compile(actionSchema);

  it('on arbitrary JSON, for every kind (fast-check against ajv)', () => {
    const str = fc.oneof(fc.constantFrom('H5', 'JOIN_ONLY', 'IN_URL', 'OUT', 'PRODUCT', 'Y', '/my', 'x', ''), fc.string());
    const value = fc.oneof(str, fc.integer(), fc.boolean(), fc.constant(null), fc.dictionary(fc.constantFrom('type', 'id', 'urlType', 'funcType', 'linkType', 'relationId'), str));
    const anyShape = fc.record({
      kind: fc.constantFrom(...ACTION_KINDS),
      to: fc.option(str, { nil: undefined }),
      url: fc.option(str, { nil: undefined }),
      phone: fc.option(value, { nil: undefined }),
      content: fc.option(str, { nil: undefined }),
      product: fc.option(fc.record({ type: str, id: value, isCredit: str }, { requiredKeys: [] }), { nil: undefined }),
      ad: fc.option(fc.record({ urlType: str, queryType: str, product: value }, { requiredKeys: [] }), { nil: undefined }),
      entry: fc.option(fc.record({ funcType: str, linkType: str, funcValues: fc.array(value) }, { requiredKeys: [] }), { nil: undefined }),
    }, { requiredKeys: ['kind'] }).map((o) => JSON.parse(JSON.stringify(o)) as unknown);
    fc.assert(
      fc.property(fc.oneof(anyShape, fc.jsonValue()), (input) => {
        expect(parseAction(input).ok).toBe(validate(input));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the handler map', () => {
  it('has exactly one handler per kind of actionSchema', () => {
    const keys: Array<keyof HandlerMap> = ['navigate', 'back', 'openUrl', 'call', 'login', 'dialog', 'switchTab', 'product', 'ad', 'functionEntry', 'logout', 'clearCache'];
    expect([...ACTION_KINDS].sort()).toEqual([...keys].sort());
  });
});
