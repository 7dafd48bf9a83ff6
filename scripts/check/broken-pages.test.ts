import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPages } from '../check-schemas';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DIR = 'tests/fixtures/broken-pages';

/**
 * The held-out broken pages (tests/fixtures/broken-pages/): each must be refused with its file,
 * the JSON pointer of the mistake and a message naming it. Add a fixture here with what it must say.
 */
const EXPECTED: Record<string, [pointer: string, message: RegExp][]> = {
  'unknown-api.json': [
    ['/data/ads/api', /unknown apiCode "GD009" \(not in schemas\/api\/\); did you mean "GD00\d"\?/],
    ['/blocks/1/data/api', /unknown apiCode "PD0001" .*did you mean "PD001"\?/],
  ],
  'bad-params.json': [
    ['/data/ads/params/position', /"HOME_BANER" is not allowed; .*did you mean "HOME_BANNER"\?/],
    ['/blocks/1/data', /apiCode BA006 needs "params" with "position"/],
    ['/blocks/2/data/params', /unknown property "postion"; did you mean "position"\?/],
  ],
  'bad-path.json': [
    ['/data/ads/path', /the answer of BA006 has no "lst" .*did you mean "list"\?/],
    ['/blocks/1/data/path', /the answer of CR003 has no "credit"/],
  ],
  'wrong-answer-shape.json': [
    ['/blocks/0/data', /widget "product-detail" cannot show the answer of PD001: the data has no field "id"/],
    ['/blocks/1/data', /widget "goods-grid" cannot show the answer of BA006: "list\[\]" has no field "spuId"/],
  ],
  'data-on-dataless-widget.json': [['/blocks/0/data', /widget "text" takes no data/]],
  'title-from-unknown-source.json': [['/titleFrom/data', /data source "agrement" is not defined in the page's "data"; did you mean "agreement"\?/]],
  'title-query-not-in-route.json': [['/titleQuery', /query parameter "titel" is not one of the route's "query" \(type, title\); did you mean "title"\?/]],
  'misspelt-binding.json': [
    ['/blocks/0/props/text', /unknown binding "\$qurey"; did you mean "\$query"\?/],
    ['/blocks/1/props/text/$user', /the user info \(SF003\) has no "nmae"; did you mean "info.name"\?/],
    ['/blocks/2/props/text/$app', /\$app has no "varaint"; did you mean "variant"\?/],
    ['/blocks/3/props/text', /a binding has one source key and an optional "default"; unknown "defualt"; did you mean "default"\?/],
  ],
  'tabs-mismatch.json': [['/blocks/0/blocks', /tabs has 3 title\(s\) in props.items but 2 child block\(s\)/]],
  'switch-tab-to-non-tab.json': [['/blocks/0/props/action/to', /switchTab target "\/my\/bill" is not a tab page/]],
  'propless-required-widget.json': [['/blocks/0', /widget "text" needs "props" with "text"/]],
  'syntax-error.json': [['', /not valid JSON: .* at line 5, column 3$/]],
  'children-on-slotless-widget.json': [['/blocks/0/blocks', /widget "text" has no slots for child blocks/]],
  'call-not-page-callable.json': [
    ['/blocks/2/when/between/to', /must match pattern/],
    ['/blocks/0/props/action/api', /apiCode PT004 is not callable from pages: its contract \(schemas\/api\/PT004.json\) has no "pageCallable": true/],
    ['/blocks/1/props/action/params', /apiCode AC005 needs "templateId" in params/],
    ['/blocks/1/props/action/params/templateid', /apiCode AC005 has no request field "templateid"; did you mean "templateId"\?/],
    ['/blocks/1/props/action/onSuccess/reload/0', /data source "coupon" is not defined in the page's "data"; did you mean "coupons"\?/],
  ],
  'query-unguarded.json': [
    ['/blocks/0', /its data source \(\/blocks\/0\/data\) sends the query "orderId" as SF206's "orderId", which a link without it cannot give: add "when": \{"query": "orderId"\}/],
  ],
  'static-data-wrong-shape.json': [
    ['/blocks/0/data/value', /static data does not fit widget "banner": must be an array or an object with "list", got object/],
    ['/data/goods/value/0', /static data does not fit widget "goods-grid" \(used by \/blocks\/1\): missing required property "spuId"/],
  ],
};

describe('schemas:check refuses every held-out broken page, naming file and JSON pointer', () => {
  it('has an expectation for every fixture', () => {
    expect(readdirSync(`${root}/${DIR}`).filter((f) => f.endsWith('.json')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(name, () => {
      const file = `${DIR}/${name}`;
      const problems = checkPages(root, [file]);
      expect(problems.every((p) => p.file === file)).toBe(true);
      expect(problems.map((p) => [p.pointer, p.message])).toEqual(expected.map(([pointer, message]) => [pointer, expect.stringMatching(message)]));
    });
  }

  it('passes every real page in schemas/pages', () => {
    expect(checkPages(root)).toEqual([]);
  });
});
