import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPages } from './check-schemas';
import { formatProblem } from './check/problem';

function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'qsh-check-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, 'schemas/pages', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const page = (path: string, name: string, blocks: unknown[] = []) => ({ route: { path, name, login: 'optional' }, title: name, blocks });
const lines = (root: string, files?: string[]) => checkPages(root, files).map(formatProblem);

describe('schemas:check names the file and JSON pointer of every mistake', () => {
  it('accepts a correct page', () => {
    expect(lines(project({ 'home.json': page('/', 'home', [{ type: 'text', props: { text: '你好' } }]) }))).toEqual([]);
  });

  it('reports invalid JSON', () => {
    expect(lines(project({ 'broken.json': '{ "route": ' }))).toEqual([expect.stringMatching(/^schemas\/pages\/broken\.json:\/: not valid JSON: /)]);
  });

  it('reports an unknown widget type', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'text', props: { text: 'x' } }, { type: 'carousel' }]) });
    expect(lines(root)).toEqual(['schemas/pages/a.json:/blocks/1/type: unknown widget type "carousel"']);
    const typo = project({ 'a.json': page('/a', 'a', [{ type: 'texts', props: { text: 'x' } }]) });
    expect(lines(typo)).toEqual(['schemas/pages/a.json:/blocks/0/type: unknown widget type "texts"; did you mean "text"?']);
  });

  it('reports a prop of the wrong type', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' } }, props: { autoplay: 'yes' } }]) });
    expect(lines(root)).toEqual(['schemas/pages/a.json:/blocks/0/props/autoplay: must be boolean, got string']);
  });

  it('reports an action missing the fields of its kind (the browser checks only the kind)', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'button', props: { text: '去看看', action: { kind: 'navigate' } } }]) });
    expect(lines(root)).toEqual([expect.stringMatching(/^schemas\/pages\/a.json:\/blocks\/0\/props\/action: /)]);
  });

  it('reports an unknown prop', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'text', props: { text: 'x', colour: 'red' } }]) });
    expect(lines(root)).toEqual(['schemas/pages/a.json:/blocks/0/props: unknown property "colour"; did you mean "color"?']);
  });

  it('accepts bindings in props', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'text', props: { text: { $query: 'name' } } }]) });
    expect(lines(root)).toEqual([]);
  });

  it('reports a duplicate route path and a duplicate route name', () => {
    const root = project({ 'a.json': page('/a', 'a'), 'b.json': page('/a', 'b'), 'c.json': page('/c', 'a') });
    expect(lines(root)).toEqual([
      'schemas/pages/b.json:/route/path: route path "/a" is already used by schemas/pages/a.json',
      'schemas/pages/c.json:/route/name: route name "a" is already used by schemas/pages/a.json',
    ]);
  });

  it('reports a navigate action to a route that does not exist, wherever it is in the props', () => {
    const cells = { type: 'cell-list', props: { items: [{ title: '协议', action: { kind: 'navigate', to: '/agreement/privacy' } }, { title: '账单', action: { kind: 'navigate', to: '/my/bills' } }] } };
    const root = project({ 'a.json': page('/a', 'a', [cells]), 'agreement.json': page('/agreement/:key', 'agreement') });
    expect(lines(root)).toEqual(['schemas/pages/a.json:/blocks/0/props/items/1/action/to: navigate target "/my/bills" is not a route of any page schema']);
  });

  it('reports a block naming a data source the page does not define', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'notice-bar', data: 'notices' }]) });
    expect(lines(root)).toEqual([`schemas/pages/a.json:/blocks/0/data: data source "notices" is not defined in the page's "data"`]);
  });

  it('accepts static data of the shape the widget expects, and a call whose answer fits', () => {
    const notices = { type: 'notice-bar', data: { value: ['今日 10 点开抢', { content: '新人专享' }] } };
    const banner = { type: 'banner', data: { value: { list: [{ id: 1, name: '新人礼', image: '/a.png', urlType: 'IN_URL', queryType: 'CUSTOM', queryTypeValue: '', url: '/activity/new' }] } } };
    const products = { type: 'product-list', data: { api: 'PD001', params: { position: 'HOME' }, path: 'list' } };
    expect(lines(project({ 'a.json': page('/a', 'a', [notices, banner, products]) }))).toEqual([]);
  });

  it('accepts bindings as params and checks $param against the route path', () => {
    const agreement = (key: string) => ({ type: 'product-detail', data: { api: 'PD002', params: { productId: { $param: key } } } });
    expect(lines(project({ 'a.json': page('/p/:id', 'a', [agreement('id')]) }))).toEqual([]);
    expect(lines(project({ 'a.json': page('/p/:id', 'a', [agreement('ids')]) }))).toEqual([
      'schemas/pages/a.json:/blocks/0/data/params/productId/$param: route path "/p/:id" has no parameter ":ids"; did you mean "id"?',
    ]);
  });

  it('gives line and column of a JSON syntax error', () => {
    const root = project({ 'a.json': '{\n  "title": "x",\n  "blocks": [,]\n}' });
    expect(lines(root)).toEqual([expect.stringMatching(/^schemas\/pages\/a\.json:\/: not valid JSON: .* at line 3, column 14$/)]);
  });

  it('checks only the files given, against every route', () => {
    const root = project({ 'a.json': page('/a', 'a', [{ type: 'button', props: { text: 'b', action: { kind: 'navigate', to: '/b' } } }]), 'b.json': page('/b', 'b', [{ type: 'nope' }]) });
    expect(lines(root, ['schemas/pages/a.json'])).toEqual([]);
  });
});
