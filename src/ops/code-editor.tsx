import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting, syntaxTree } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState, StateEffect } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { Problem } from './api';
import { completionPlace, factsOf, lineOfPointer, pathOf, pointerAt, propertyName, rangeOfPointer } from './json-tree';
import { docsAt, propertySuggestions, valueSuggestions, type JsonSchema, type Suggestion } from './schema-nav';

/** What the console asks of the editor. */
export interface CodeEditorHandle {
  /** Selects the value a JSON pointer points at and scrolls it into view. */
  reveal(pointer: string): void;
  /** The JSON pointer of the cursor's value ('' at the top). */
  cursorPointer(): string;
}

interface CodeEditorProps {
  value: string;
  onChange(text: string): void;
  /** The gateway checker's problems, shown inline at their JSON pointers. */
  problems: readonly Problem[];
  /** JSON pointers the console lists (its problem list): their lines go to onLocated whenever they or the document change. */
  locate: readonly string[];
  onLocated(lines: ReadonlyMap<string, number>): void;
  /** schemas/page.schema.json (completion and hover docs). */
  schema: JsonSchema;
}

/** Dispatched when the checker's problems change: the linter runs again to place them. */
const problemsChanged = StateEffect.define<null>();

const toCompletion = (s: Suggestion): Completion => ({
  label: s.label,
  apply: s.apply,
  type: s.kind === 'property' ? 'property' : s.kind === 'snippet' ? 'class' : 'enum',
  ...(s.detail ? { detail: s.detail } : {}),
  ...(s.info ? { info: s.info } : {}),
  ...(s.kind === 'snippet' ? { boost: -1 } : {}),
});

function completions(schema: JsonSchema) {
  return (context: CompletionContext): CompletionResult | null => {
    const place = completionPlace(context.state, context.pos);
    if (!place) return null;
    if (!context.explicit && context.pos === place.from && !/[{,[:]\s*$/.test(context.state.sliceDoc(Math.max(0, context.pos - 40), context.pos))) return null;
    if (place.kind === 'property') {
      const options = propertySuggestions(schema, place.path, place.facts, place.present).map(toCompletion);
      // Replace the partial name (and its closing quote, when there is one).
      const to = context.state.sliceDoc(context.pos, context.pos + 1) === '"' && context.state.sliceDoc(place.from, place.from + 1) === '"' ? context.pos + 1 : context.pos;
      return options.length ? { from: place.from, to, options: options.map((o) => ({ ...o, apply: `${String(o.apply)}: ` })), validFor: /^"?[\w$@-]*"?$/ } : null;
    }
    const options = valueSuggestions(schema, place.path).map(toCompletion);
    return options.length ? { from: place.from, to: Math.max(place.to, context.pos), options, validFor: /^"?[^"]*"?$/ } : null;
  };
}

function hoverDocs(schema: JsonSchema) {
  return hoverTooltip((view, pos, side) => {
    let node: ReturnType<ReturnType<typeof syntaxTree>['resolveInner']> | null = syntaxTree(view.state).resolveInner(pos, side);
    while (node && !['PropertyName', 'String', 'Number', 'True', 'False', 'Null', 'Object', 'Array'].includes(node.name)) node = node.parent;
    if (!node) return null;
    let docs: string | undefined;
    if (node.name === 'PropertyName' && node.parent?.parent) {
      const key = propertyName(view.state, node.parent);
      if (key === undefined) return null;
      const object = node.parent.parent;
      const value = node.parent.lastChild;
      docs = docsAt(schema, [...pathOf(view.state, object), { key, facts: factsOf(view.state, object) }], factsOf(view.state, value?.name === 'Object' ? value : null));
    } else if (node.name !== 'Object' && node.name !== 'Array') {
      docs = docsAt(schema, pathOf(view.state, node));
    }
    if (!docs) return null;
    const { from, to } = node;
    return {
      pos: from,
      end: to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'ops-hover';
        dom.textContent = docs;
        return { dom };
      },
    };
  });
}

/**
 * The console's JSON editor (CodeMirror 6, loaded lazily into the console's own chunks): JSON
 * syntax, completion of property names and values from page.schema.json (widget types, routes,
 * apiCodes, ready blocks), hover docs, and the checker's problems inline at their JSON pointers.
 */
const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor({ value, onChange, problems, locate, onLocated, schema }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const problemsRef = useRef(problems);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const parseLinter = jsonParseLinter();
    const problemLinter = linter(
      (v) => {
        const parsed = parseLinter(v);
        if (parsed.length) return parsed;
        return problemsRef.current.map((p): Diagnostic => ({ ...rangeOfPointer(v.state, p.pointer), severity: 'error', message: `${p.pointer || '/'}：${p.message}`, source: '检查' }));
      },
      { delay: 250, needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(problemsChanged))) },
    );
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          lintGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          problemLinter,
          autocompletion({ override: [completions(schema)], activateOnTyping: true, icons: false }),
          hoverDocs(schema),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': '页面 JSON' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The view is created once; value changes from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema]);

  // A new text from outside (新建, 格式化, 插入, 打开 a version) replaces the document.
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  // After the document has taken `value` (the effect above): the lines of the listed pointers in it.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const lines = new Map<string, number>();
    for (const pointer of locate) {
      const line = lineOfPointer(v.state, pointer);
      if (line !== undefined) lines.set(pointer, line);
    }
    onLocated(lines);
  }, [locate, onLocated, value]);

  useEffect(() => {
    problemsRef.current = problems;
    view.current?.dispatch({ effects: problemsChanged.of(null) });
  }, [problems]);

  useImperativeHandle(ref, () => ({
    reveal(pointer) {
      const v = view.current;
      if (!v) return;
      const { from, to } = rangeOfPointer(v.state, pointer);
      v.dispatch({ selection: EditorSelection.single(from, to), effects: EditorView.scrollIntoView(from, { y: 'center' }) });
      v.focus();
    },
    cursorPointer() {
      const v = view.current;
      return v ? pointerAt(v.state, v.state.selection.main.head) : '';
    },
  }), []);

  return <div ref={host} className="ops-code" />;
});

export default CodeEditor;
