import Ajv, { type ValidateFunction } from 'ajv';
import { AJV_OPTIONS } from '../../src/renderer/schema/ajv-options';
import { atPointer, plainMessage } from './ajv-messages';
import { apiContract, schemaAtPath, shapeMismatch } from './api-contract';
import { didYouMean } from './did-you-mean';
import type { Problem } from './problem';

type Schema = { readonly [key: string]: unknown };

/** What the block rules need of a widget (a catalog entry). */
export interface CheckedWidget {
  type: string;
  data: 'required' | 'optional' | 'none';
  slots?: boolean;
  propsSchema: Schema;
  dataSchema?: Schema;
}

interface Block {
  type?: unknown;
  props?: Record<string, unknown>;
  data?: unknown;
  blocks?: unknown;
}
type Source = { api?: unknown; params?: unknown; path?: unknown; value?: unknown };

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Calls `visit` for every block of a page (nested ones too) with its JSON pointer. */
export function walkBlocks(json: unknown, visit: (block: Block, pointer: string) => void, pointer = ''): void {
  const blocks = isObject(json) ? json.blocks : undefined;
  if (!Array.isArray(blocks)) return;
  blocks.forEach((block, i) => {
    if (!isObject(block)) return;
    visit(block, `${pointer}/blocks/${i}`);
    walkBlocks(block, visit, `${pointer}/blocks/${i}`);
  });
}

const dataValidators = new Map<string, ValidateFunction>();
function dataValidator(widget: CheckedWidget): ValidateFunction {
  let validate = dataValidators.get(widget.type);
  if (!validate) {
    validate = new Ajv({ ...AJV_OPTIONS, strictRequired: false }).compile(widget.dataSchema ?? {}); // dataSchemas name required fields loosely, without their properties
    dataValidators.set(widget.type, validate);
  }
  return validate;
}

/** A gateway source's own mistakes: an unknown apiCode, a `path` its answer does not have. */
function sourceProblems(file: string, source: Source, pointer: string): Problem[] {
  if (typeof source.api !== 'string') return [];
  const api = apiContract().get(source.api);
  if (!api) return [{ file, pointer: `${pointer}/api`, message: `unknown apiCode "${source.api}" (not in schemas/api/)${didYouMean(source.api, apiContract().keys())}` }];
  if (typeof source.path !== 'string') return [];
  const found = schemaAtPath(api.response as Schema, source.path);
  if (found.ok) return [];
  const where = found.at ? `"${found.at}" of ` : '';
  return [{ file, pointer: `${pointer}/path`, message: `the answer of ${source.api} has no "${found.missing}" in ${where}its response schema${didYouMean(found.missing, found.known)}` }];
}

const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** "an array or an object with "list"": what a dataSchema admits, in words. */
function describeExpected(schema: Schema): string {
  const branches = [...((schema.anyOf ?? []) as Schema[]), ...((schema.oneOf ?? []) as Schema[])];
  if (branches.length) return branches.map(describeExpected).join(' or ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type ?? 'any value')];
  const required = (schema.required ?? []) as string[];
  return types.map((t) => `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}${t === 'object' && required.length ? ` with ${required.map((r) => `"${r}"`).join(', ')}` : ''}`).join(' or ');
}

/** Static data checked against the widget's dataSchema: the mistake of the branch that got furthest, at its pointer inside `value`. */
function staticDataProblems(file: string, widget: CheckedWidget, source: Source, pointer: string, usedBy: string): Problem[] {
  const validate = dataValidator(widget);
  if (validate(source.value)) return [];
  const depth = (path: string) => path.split('/').length;
  const precise = (validate.errors ?? []).filter((e) => !['anyOf', 'oneOf'].includes(e.keyword)).sort((a, b) => depth(b.instancePath) - depth(a.instancePath));
  const deepest = precise[0];
  const text =
    deepest && deepest.instancePath
      ? plainMessage(deepest, atPointer(source.value, deepest.instancePath))
      : `must be ${describeExpected(widget.dataSchema ?? {})}, got ${kindOf(source.value)}`;
  return [{ file, pointer: `${pointer}/value${deepest?.instancePath ?? ''}`, message: `static data does not fit widget "${widget.type}"${usedBy}: ${text}` }];
}

/** Where a block's data is written: an inline source, or a page source by name. */
export function sourceOf(page: Record<string, unknown>, data: unknown, blockPointer: string): { source: Source; pointer: string; usedBy: string } | undefined {
  if (isObject(data)) return { source: data, pointer: `${blockPointer}/data`, usedBy: '' };
  const sources = isObject(page.data) ? page.data : {};
  if (typeof data === 'string' && isObject(sources[data])) return { source: sources[data], pointer: `/data/${esc(data)}`, usedBy: ` (used by ${blockPointer})` };
  return undefined;
}

/**
 * The blocks' contract: data only on widgets that take it, in the shape they expect (the apiCode's
 * response at `path`, or static data, against the widget's dataSchema); data sources name a known
 * apiCode and a `path` its answer has; child blocks only on widgets with slots; tabs with one child
 * per title.
 */
export function blockProblems(file: string, json: unknown, widgets: ReadonlyMap<string, CheckedWidget>): Problem[] {
  if (!isObject(json)) return [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const add = (p: Problem) => {
    const key = `${p.pointer} ${p.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(p);
  };
  if (isObject(json.data)) for (const [name, source] of Object.entries(json.data)) if (isObject(source)) sourceProblems(file, source, `/data/${esc(name)}`).forEach(add);
  walkBlocks(json, (block, pointer) => {
    if (isObject(block.data)) sourceProblems(file, block.data, `${pointer}/data`).forEach(add);
    const widget = typeof block.type === 'string' ? widgets.get(block.type) : undefined;
    if (!widget) return;
    if (block.data !== undefined && widget.data === 'none') {
      add({ file, pointer: `${pointer}/data`, message: `widget "${widget.type}" takes no data; remove "data"` });
    }
    if (block.blocks !== undefined && !widget.slots) {
      const withSlots = [...widgets.values()].filter((w) => w.slots).map((w) => w.type);
      add({ file, pointer: `${pointer}/blocks`, message: `widget "${widget.type}" has no slots for child blocks (only ${withSlots.join(', ')} have)` });
    }
    if (widget.type === 'tabs' && Array.isArray(block.props?.items)) {
      const titles = block.props.items.length;
      const children = Array.isArray(block.blocks) ? block.blocks.length : 0;
      if (titles !== children) add({ file, pointer: `${pointer}/blocks`, message: `tabs has ${titles} title(s) in props.items but ${children} child block(s); the n-th child is the n-th tab` });
    }
    if (widget.data === 'none' || !widget.dataSchema || block.data === undefined) return;
    const found = sourceOf(json, block.data, pointer);
    if (!found) return;
    const { source } = found;
    if ('value' in source) {
      staticDataProblems(file, widget, source, found.pointer, found.usedBy).forEach(add);
      return;
    }
    const api = typeof source.api === 'string' ? apiContract().get(source.api) : undefined;
    if (!api) return;
    const path = typeof source.path === 'string' ? source.path : undefined;
    const at = schemaAtPath(api.response as Schema, path);
    if (!at.ok) return;
    const reason = shapeMismatch(at.schema, widget.dataSchema);
    if (reason) add({ file, pointer: `${pointer}/data`, message: `widget "${widget.type}" cannot show the answer of ${api.apiCode}${path ? ` at "${path}"` : ''}: ${reason}` });
  });
  return problems;
}
