/**
 * Reads a V8 heap snapshot (the JSON of CDP `HeapProfiler.takeHeapSnapshot`) and sums its nodes'
 * self sizes by node type, and the compiled code and closures by the script they belong to: a
 * function's SharedFunctionInfo names its script, and its bytecode, machine code, scope info and
 * feedback hang off it (or off its closures) within a few edges. Used by heap-by-script.ts.
 */

export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapSummary {
  /** Bytes of all nodes (the DOM's native nodes included). */
  total: number;
  /** Bytes by node type (`code`, `object`, `closure`, `string`, `native`…). */
  byType: Map<string, number>;
  /** Bytes of `code` nodes by script file name (`(no script)` for code no function owns, such as builtins). */
  codeByScript: Map<string, number>;
  /** Bytes of closures by their function's script file name. */
  closuresByScript: Map<string, number>;
  /** Bytes of `code` nodes by V8 kind (codeKind): machine code, bytecode, scope infos, feedback… */
  codeByKind: Map<string, number>;
}

interface Edge {
  name: string;
  to: number;
}

/** How many edges from a function's SharedFunctionInfo its code objects may be (bytecode sits behind a wrapper, machine code behind a Code object). */
const CODE_DEPTH = 4;
const NO_SCRIPT = '(no script)';

/**
 * The V8 kind of a `code` node from its name: `system / InstructionStream` (machine code),
 * `system / BytecodeArray`, `system / SharedFunctionInfo / load` -> the word after `system / `; V8's
 * own labels such as `(constant pool)` as they are; a node named by its function is that function's
 * SharedFunctionInfo.
 */
export function codeKind(name: string): string {
  if (name.startsWith('system / ')) return name.slice('system / '.length).split(' / ')[0] || name;
  return name.startsWith('(') ? name : 'SharedFunctionInfo';
}

const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);

export function summariseHeap(snap: HeapSnapshotJson): HeapSummary {
  const { meta } = snap.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const typeField = meta.node_fields.indexOf('type');
  const nameField = meta.node_fields.indexOf('name');
  const sizeField = meta.node_fields.indexOf('self_size');
  const edgeCountField = meta.node_fields.indexOf('edge_count');
  const edgeTypeField = meta.edge_fields.indexOf('type');
  const edgeNameField = meta.edge_fields.indexOf('name_or_index');
  const edgeToField = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = snap.nodes.length / nodeWidth;
  const at = (i: number, field: number) => snap.nodes[i * nodeWidth + field] ?? 0;
  const type = (i: number) => nodeTypes[at(i, typeField)] ?? '?';
  const name = (i: number) => snap.strings[at(i, nameField)] ?? '';
  const size = (i: number) => at(i, sizeField);

  const firstEdge = new Int32Array(count + 1);
  for (let i = 0, e = 0; i < count; i += 1) {
    firstEdge[i] = e;
    e += at(i, edgeCountField) * edgeWidth;
    firstEdge[i + 1] = e;
  }
  const edgesOf = (i: number): Edge[] => {
    const out: Edge[] = [];
    for (let e = firstEdge[i] ?? 0; e < (firstEdge[i + 1] ?? 0); e += edgeWidth) {
      const kind = edgeTypes[snap.edges[e + edgeTypeField] ?? 0];
      const raw = snap.edges[e + edgeNameField] ?? 0;
      out.push({ name: kind === 'element' || kind === 'hidden' ? String(raw) : (snap.strings[raw] ?? ''), to: (snap.edges[e + edgeToField] ?? 0) / nodeWidth });
    }
    return out;
  };

  const byType = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    add(byType, type(i), size(i));
    total += size(i);
  }

  // SharedFunctionInfo → its script's file name.
  const scriptOfFunction = new Map<number, string>();
  const scriptFile = new Map<number, string>();
  for (let i = 0; i < count; i += 1) {
    if (type(i) !== 'code') continue;
    const script = edgesOf(i).find((e) => e.name === 'script' && type(e.to) === 'code');
    if (!script) continue;
    let file = scriptFile.get(script.to);
    if (file === undefined) {
      const url = edgesOf(script.to).find((e) => e.name === 'name');
      file = url ? (name(url.to).split('/').pop() ?? '') || '(inline)' : '(inline)';
      scriptFile.set(script.to, file);
    }
    scriptOfFunction.set(i, file);
  }

  // Code objects within CODE_DEPTH edges of a function, and those its closures hold (feedback), are the function's.
  const owner = new Map<number, string>(scriptOfFunction);
  let frontier = [...scriptOfFunction.keys()];
  for (let depth = 0; depth < CODE_DEPTH && frontier.length > 0; depth += 1) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const e of edgesOf(from)) {
        if (e.name === 'script' || owner.has(e.to) || (type(e.to) !== 'code' && type(e.to) !== 'array')) continue;
        owner.set(e.to, owner.get(from) ?? NO_SCRIPT);
        next.push(e.to);
      }
    }
    frontier = next;
  }
  const closuresByScript = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    if (type(i) !== 'closure') continue;
    const edges = edgesOf(i);
    const shared = edges.find((e) => e.name === 'shared');
    const file = shared ? scriptOfFunction.get(shared.to) : undefined;
    add(closuresByScript, file ?? NO_SCRIPT, size(i));
    if (file === undefined) continue;
    for (const e of edges) {
      if (type(e.to) !== 'code' || owner.has(e.to)) continue;
      owner.set(e.to, file);
      for (const f of edgesOf(e.to)) if (type(f.to) === 'code' && !owner.has(f.to)) owner.set(f.to, file);
    }
  }

  const codeByScript = new Map<string, number>();
  const codeByKind = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    if (type(i) !== 'code') continue;
    add(codeByScript, owner.get(i) ?? NO_SCRIPT, size(i));
    add(codeByKind, codeKind(name(i)), size(i));
  }
  return { total, byType, codeByScript, closuresByScript, codeByKind };
}
