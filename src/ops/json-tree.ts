import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { PathStep } from './schema-nav';

/** A node of the JSON syntax tree (@codemirror/lang-json). */
export type JsonNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

const VALUE = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const text = (state: EditorState, node: JsonNode) => state.sliceDoc(node.from, node.to);

function parseLiteral(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function children(node: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

/** The name of a Property node. */
export function propertyName(state: EditorState, property: JsonNode): string | undefined {
  const name = property.getChild('PropertyName');
  const value = name ? parseLiteral(text(state, name)) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The value node of a Property (after the colon). */
export function propertyValue(property: JsonNode): JsonNode | undefined {
  return children(property).find((c) => VALUE.has(c.name) && c.name !== 'PropertyName');
}

/** An object's own values: primitives as they are, other values as undefined (the key is known). */
export function factsOf(state: EditorState, node: JsonNode | null | undefined): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  if (!node || node.name !== 'Object') return facts;
  for (const property of node.getChildren('Property')) {
    const name = propertyName(state, property);
    if (name === undefined) continue;
    const value = propertyValue(property);
    facts[name] = value && value.name !== 'Object' && value.name !== 'Array' ? parseLiteral(text(state, value)) : undefined;
  }
  return facts;
}

/** The JSON path (schema-nav steps) of a value node. */
export function pathOf(state: EditorState, node: JsonNode): PathStep[] {
  const steps: PathStep[] = [];
  for (let at: JsonNode = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (parent.name === 'Property' && at.name !== 'PropertyName') {
      const key = propertyName(state, parent);
      if (key !== undefined) steps.unshift({ key, facts: factsOf(state, parent.parent) });
    } else if (parent.name === 'Array' && VALUE.has(at.name)) {
      steps.unshift({ key: children(parent).filter((c) => VALUE.has(c.name) && c.from < at.from).length, facts: {} });
    }
  }
  return steps;
}

/** Decodes one JSON pointer segment. */
const segment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** The syntax tree of a state (@codemirror/language); a new one after each edit or parse step. */
type JsonTree = ReturnType<typeof syntaxTree>;

/**
 * Pointers already looked up, per syntax tree: the linter's marks, the problem list's line numbers
 * and 定位 ask about the same pointers of the same tree, so each is walked once per tree. A tree
 * that is no longer the state's is dropped with its answers.
 */
const located = new WeakMap<JsonTree, Map<string, JsonNode | undefined>>();

function walkPointer(tree: JsonTree, state: EditorState, pointer: string): JsonNode | undefined {
  let node = children(tree.topNode).find((c) => VALUE.has(c.name));
  if (!node) return undefined;
  for (const raw of pointer.split('/').slice(1)) {
    const key = segment(raw);
    let next: JsonNode | undefined;
    if (node.name === 'Object') {
      const property: JsonNode | undefined = node.getChildren('Property').find((p) => propertyName(state, p) === key);
      next = property ? propertyValue(property) : undefined;
    } else if (node.name === 'Array' && /^\d+$/.test(key)) {
      next = children(node).filter((c) => VALUE.has(c.name))[Number(key)];
    }
    if (!next) break;
    node = next;
  }
  return node;
}

/**
 * The node a checker problem's JSON pointer points at: the value (or, for a pointer the document
 * does not have, e.g. a missing property, its nearest existing parent).
 */
export function nodeAtPointer(state: EditorState, pointer: string): JsonNode | undefined {
  const tree = syntaxTree(state);
  let seen = located.get(tree);
  if (!seen) located.set(tree, (seen = new Map()));
  if (seen.has(pointer)) return seen.get(pointer);
  const node = walkPointer(tree, state, pointer);
  seen.set(pointer, node);
  return node;
}

/** The range to mark for a pointer: the value; for an object or array only its first line. */
export function rangeOfPointer(state: EditorState, pointer: string): { from: number; to: number } {
  const node = nodeAtPointer(state, pointer);
  if (!node) return { from: 0, to: Math.min(state.doc.length, state.doc.line(1).to) };
  const lineEnd = state.doc.lineAt(node.from).to;
  return { from: node.from, to: node.name === 'Object' || node.name === 'Array' ? Math.max(node.from + 1, Math.min(node.to, lineEnd)) : node.to };
}

/** The 1-based line a pointer's value starts on (its nearest existing parent's, as nodeAtPointer), whatever the text's layout. */
export function lineOfPointer(state: EditorState, pointer: string): number | undefined {
  const node = nodeAtPointer(state, pointer);
  return node ? state.doc.lineAt(node.from).number : undefined;
}

/** The JSON pointer of the position's value (its innermost value node). */
export function pointerAt(state: EditorState, pos: number): string {
  let node: JsonNode | null = syntaxTree(state).resolveInner(pos, 0);
  while (node && !VALUE.has(node.name)) node = node.parent;
  if (!node || node.name === 'PropertyName') return '';
  return pathOf(state, node).map((s) => `/${String(s.key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** What completion applies at `pos`: a property name of an object, or a value (of a property or an array item). */
export type CompletionPlace =
  | { kind: 'property'; from: number; path: PathStep[]; facts: Record<string, unknown>; present: Set<string> }
  | { kind: 'value'; from: number; to: number; path: PathStep[] };

export function completionPlace(state: EditorState, pos: number): CompletionPlace | undefined {
  const tree = syntaxTree(state);
  const at = tree.resolveInner(pos, -1);
  const containerOf = (node: JsonNode | null): JsonNode | null => {
    let n = node;
    while (n && n.name !== 'Object' && n.name !== 'Array') n = n.parent;
    return n;
  };
  const objectPlace = (object: JsonNode, from: number): Extract<CompletionPlace, { kind: 'property' }> => {
    const facts = factsOf(state, object);
    return { kind: 'property', from, path: pathOf(state, object), facts, present: new Set(Object.keys(facts)) };
  };
  if (at.name === 'PropertyName' && at.parent?.parent) {
    const object = at.parent.parent;
    const place = objectPlace(object, at.from);
    const own = propertyName(state, at.parent);
    if (own !== undefined) place.present.delete(own);
    return place;
  }
  if (VALUE.has(at.name) && at.name !== 'Object' && at.name !== 'Array' && (at.parent?.name === 'Property' || at.parent?.name === 'Array')) {
    return { kind: 'value', from: at.from, to: at.to, path: pathOf(state, at) };
  }
  // Between tokens (or on an error node): decide from the text before the cursor.
  const before = state.sliceDoc(Math.max(0, pos - 2000), pos);
  const partial = /"?[\w$@/.:-]*$/.exec(before)?.[0] ?? '';
  const from = pos - partial.length;
  const prev = /(\S)\s*$/.exec(before.slice(0, before.length - partial.length))?.[1];
  const container = containerOf(at.name === 'Object' || at.name === 'Array' ? at : at.parent);
  if (!container || !prev) return undefined;
  if (container.name === 'Object' && (prev === '{' || prev === ',')) return objectPlace(container, from);
  if (container.name === 'Object' && prev === ':') {
    const key = /"((?:[^"\\]|\\.)*)"\s*:\s*$/.exec(before.slice(0, before.length - partial.length))?.[1];
    if (key === undefined) return undefined;
    return { kind: 'value', from, to: pos, path: [...pathOf(state, container), { key: String(parseLiteral(`"${key}"`) ?? key), facts: factsOf(state, container) }] };
  }
  if (container.name === 'Array' && (prev === '[' || prev === ',')) {
    const index = children(container).filter((c) => VALUE.has(c.name) && c.to <= from).length;
    return { kind: 'value', from, to: pos, path: [...pathOf(state, container), { key: index, facts: {} }] };
  }
  return undefined;
}
