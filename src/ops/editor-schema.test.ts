import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import pageSchema from '../../schemas/page.schema.json';
import { completionPlace, lineOfPointer, pointerAt, rangeOfPointer } from './json-tree';
import { insertBlock } from './insert-block';
import { docsAt, propertySuggestions, valueSuggestions, type JsonSchema } from './schema-nav';

const schema = pageSchema as unknown as JsonSchema;
function stateOf(doc: string) {
  const state = EditorState.create({ doc, extensions: [json()] });
  ensureSyntaxTree(state, state.doc.length, 5000);
  return state;
}
/** The completion labels at the `|` in `doc`. */
function labelsAt(docWithCursor: string): string[] {
  const pos = docWithCursor.indexOf('|');
  const state = stateOf(docWithCursor.replace('|', ''));
  const place = completionPlace(state, pos);
  if (!place) return [];
  return (place.kind === 'property' ? propertySuggestions(schema, place.path, place.facts, place.present) : valueSuggestions(schema, place.path)).map((s) => s.label);
}

describe('the console editor completes from page.schema.json', () => {
  it('offers the page\'s property names that are not there yet', () => {
    const labels = labelsAt('{"route": {}, |}');
    expect(labels).toEqual(expect.arrayContaining(['title', 'blocks', 'navBar']));
    expect(labels).not.toContain('route');
  });

  it('offers every widget type as the value of a block\'s type, and the ready blocks as items of blocks', () => {
    expect(labelsAt('{"blocks": [{"type": |}]}')).toEqual(expect.arrayContaining(['"text"', '"banner"', '"coupon-receive"']));
    expect(labelsAt('{"blocks": [|]}')).toEqual(expect.arrayContaining(['notice-bar', 'banner']));
  });

  it('offers the props of the block\'s own widget (its type picks the props schema)', () => {
    const labels = labelsAt('{"blocks": [{"type": "text", "props": {|}}]}');
    expect(labels).toEqual(expect.arrayContaining(['text', 'size', 'color', 'align']));
    expect(labelsAt('{"blocks": [{"type": "text", "props": {"size": |}}]}')).toEqual(expect.arrayContaining(['"sm"', '"md"', '"lg"', '"xl"']));
  });

  it('offers apiCodes for a data source and route paths for a navigate action', () => {
    expect(labelsAt('{"blocks": [{"type": "text", "data": {"api": |}}]}')).toEqual(expect.arrayContaining(['"BA006"', '"PD001"']));
    expect(labelsAt('{"route": {"login": |}}')).toEqual(['"required"', '"optional"', '"none"']);
  });

  it('documents a property on hover from its description', () => {
    expect(docsAt(schema, [{ key: 'route', facts: {} }, { key: 'login', facts: {} }])).toContain('optional: works for guests');
  });
});

describe('the console editor places problems at their JSON pointers', () => {
  const doc = '{\n  "blocks": [\n    { "type": "txet" },\n    { "type": "text", "props": {} }\n  ]\n}';
  it('marks the value a pointer points at, and the nearest parent of a missing one', () => {
    const state = stateOf(doc);
    const at = (pointer: string) => { const r = rangeOfPointer(state, pointer); return state.sliceDoc(r.from, r.to); };
    expect(at('/blocks/0/type')).toBe('"txet"');
    expect(at('/blocks/1/props/text')).toBe('{}');
    expect(pointerAt(state, doc.indexOf('txet'))).toBe('/blocks/0/type');
  });

  it('names the line a problem is on, however the operator laid the JSON out (the problem list\'s 第 N 行)', () => {
    const state = stateOf(doc);
    expect(lineOfPointer(state, '/blocks/0/type')).toBe(3);
    expect(lineOfPointer(state, '/blocks/1/props/text')).toBe(4);
    expect(lineOfPointer(state, '')).toBe(1);
    // Typed by hand, not as 格式化 lays it out: the lines are still the document's.
    const typed = stateOf('{"route": {"path": "/activity/x"},\n"blocks": [{"type": "text"},\n\n  {"type": "nope"}]}');
    expect(lineOfPointer(typed, '/blocks/1/type')).toBe(4);
    expect(lineOfPointer(typed, '/route/path')).toBe(1);
  });

  it('answers for the document as edited, not as it was when the pointer was first asked about', () => {
    const before = stateOf(doc);
    expect(lineOfPointer(before, '/blocks/1/props')).toBe(4);
    // The marks and the line numbers ask about the same pointers; an edit that moves the block must move both.
    const edited = before.update({ changes: { from: doc.indexOf('    { "type": "text"'), insert: '\n\n' } }).state;
    ensureSyntaxTree(edited, edited.doc.length, 5000);
    expect(lineOfPointer(edited, '/blocks/1/props')).toBe(6);
    const r = rangeOfPointer(edited, '/blocks/1/props');
    expect(edited.sliceDoc(r.from, r.to)).toBe('{}');
    expect(lineOfPointer(before, '/blocks/1/props')).toBe(4);
  });
});

describe('the gallery inserts a ready block at the cursor', () => {
  const page = { route: { path: '/activity/x' }, blocks: [{ type: 'a' }, { type: 'b', blocks: [{ type: 'c' }] }] };
  it('after the block the cursor is in, in its own list; at the end of the page\'s blocks otherwise', () => {
    expect(insertBlock(page, '/blocks/0/type', { type: 'new' })).toEqual({ page: { ...page, blocks: [{ type: 'a' }, { type: 'new' }, page.blocks[1]] }, pointer: '/blocks/1' });
    expect(insertBlock(page, '/blocks/1/blocks/0', { type: 'new' }).pointer).toBe('/blocks/1/blocks/1');
    expect(insertBlock(page, '/route/path', { type: 'new' })).toMatchObject({ pointer: '/blocks/2' });
    expect(insertBlock({ route: {} }, '', { type: 'new' })).toEqual({ page: { route: {}, blocks: [{ type: 'new' }] }, pointer: '/blocks/0' });
  });
});
