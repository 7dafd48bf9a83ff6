import { expect, it } from 'vitest';
import { summariseHeap, type HeapSnapshotJson } from './heap-snapshot';

/** A tiny snapshot in V8's layout: nodes [type, name, id, self_size, edge_count], edges [type, name_or_index, to_node]. */
function snapshot(nodes: { type: string; name: string; size: number; edges?: [string, number][] }[]): HeapSnapshotJson {
  const nodeTypes = ['hidden', 'object', 'code', 'closure', 'string'];
  const strings: string[] = [];
  const str = (s: string) => (strings.includes(s) ? strings.indexOf(s) : strings.push(s) - 1);
  const flatNodes: number[] = [];
  const flatEdges: number[] = [];
  nodes.forEach((node, id) => {
    flatNodes.push(nodeTypes.indexOf(node.type), str(node.name), id + 1, node.size, node.edges?.length ?? 0);
    for (const [name, to] of node.edges ?? []) flatEdges.push(1, str(name), to * 5);
  });
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [nodeTypes], edge_fields: ['type', 'name_or_index', 'to_node'], edge_types: [['context', 'property', 'internal', 'element', 'hidden']] } },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  };
}

it("counts a function's bytecode, and the feedback its closure holds, under the function's script; code no function owns under (no script)", () => {
  const heap = summariseHeap(
    snapshot([
      /* 0 */ { type: 'code', name: 'system / Script', size: 8, edges: [['name', 1]] },
      /* 1 */ { type: 'string', name: 'http://127.0.0.1:1/assets/start-abc.js', size: 40 },
      /* 2 */ { type: 'code', name: 'render', size: 20, edges: [['script', 0], ['function_data', 3]] },
      /* 3 */ { type: 'code', name: 'system / BytecodeWrapper', size: 4, edges: [['bytecode', 4]] },
      /* 4 */ { type: 'code', name: 'system / BytecodeArray', size: 100 },
      /* 5 */ { type: 'closure', name: 'render', size: 32, edges: [['shared', 2], ['feedback_cell', 6]] },
      /* 6 */ { type: 'code', name: 'system / FeedbackCell', size: 10 },
      /* 7 */ { type: 'code', name: 'system / InstructionStream', size: 50 },
      /* 8 */ { type: 'object', name: 'Object', size: 30 },
    ]),
  );
  expect(heap.codeByScript.get('start-abc.js')).toBe(20 + 4 + 100 + 10);
  expect(heap.codeByScript.get('(no script)')).toBe(8 + 50);
  expect(heap.closuresByScript.get('start-abc.js')).toBe(32);
  expect(heap.byType.get('code')).toBe(8 + 20 + 4 + 100 + 10 + 50);
  expect(heap.total).toBe(8 + 40 + 20 + 4 + 100 + 32 + 10 + 50 + 30);
});

it('sums code by V8 kind: machine code, bytecode and the rest apart, a function-named node as its SharedFunctionInfo', () => {
  const heap = summariseHeap(
    snapshot([
      /* 0 */ { type: 'code', name: 'system / InstructionStream', size: 50 },
      /* 1 */ { type: 'code', name: 'system / InstructionStream', size: 70 },
      /* 2 */ { type: 'code', name: 'system / BytecodeArray', size: 100 },
      /* 3 */ { type: 'code', name: 'system / SharedFunctionInfo / load', size: 12 },
      /* 4 */ { type: 'code', name: 'render', size: 20 },
      /* 5 */ { type: 'code', name: '(constant pool)', size: 9 },
      /* 6 */ { type: 'object', name: 'Object', size: 30 },
    ]),
  );
  expect(Object.fromEntries(heap.codeByKind)).toEqual({ InstructionStream: 120, BytecodeArray: 100, SharedFunctionInfo: 32, '(constant pool)': 9 });
});
