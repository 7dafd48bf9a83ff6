import { lazy, Suspense, useEffect, useMemo, useState, type Ref, type RefObject } from 'react';
import { opsApi, OpsError, type Operator, type Problem } from './api';
import type { CodeEditorHandle } from './code-editor';
import { Preview, type PreviewProblem } from './preview';
import type { JsonSchema } from './schema-nav';

// CodeMirror and page.schema.json load in chunks of their own, after the console's first screen.
const CodeEditor = lazy(() => import('./code-editor'));
const loadSchema = () => import('../../schemas/page.schema.json').then((m) => m.default as unknown as JsonSchema);

interface EditorProps {
  operator: Operator;
  route: string;
  text: string;
  editorRef: RefObject<CodeEditorHandle | null>;
  onRoute(route: string): void;
  onText(text: string): void;
  onNew(): void;
  onPublished(): void;
}

/** A problem line, with the line the editor finds its JSON position on; a click selects that position. */
function ProblemLine({ line, problem, prefix, onReveal }: { line: number | undefined; problem: PreviewProblem; prefix?: string; onReveal(pointer: string): void }) {
  return (
    <li>
      <button type="button" className="ops-problem" onClick={() => onReveal(problem.pointer)}>
        {prefix}{line ? `第 ${line} 行 ` : ''}{problem.pointer || '/'}：{problem.message}
      </button>
    </li>
  );
}

/** The JSON editor (CodeMirror 6, lazily) with the shared checker's problems inline and as a list, the live preview, save, publish and schedule. */
export function Editor({ operator, route, text, editorRef, onRoute, onText, onNew, onPublished }: EditorProps) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [previewProblems, setPreviewProblems] = useState<PreviewProblem[]>([]);
  const [parseError, setParseError] = useState('');
  // The text and route the problems above belong to: until the check of the current text answers, 发布 waits.
  const [checked, setChecked] = useState({ text: '', route: '' });
  const [status, setStatus] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [busy, setBusy] = useState(false);
  const [schema, setSchema] = useState<JsonSchema | null>(null);
  const [schemaError, setSchemaError] = useState(false);

  useEffect(() => {
    loadSchema().then(setSchema, () => setSchemaError(true));
  }, []);

  // The gateway's check (checker/, the same module as npm run schemas:check), 400 ms after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      let page: unknown;
      try {
        page = JSON.parse(text);
        setParseError('');
      } catch (err) {
        setParseError(err instanceof Error ? err.message : String(err));
        setProblems([]);
        setChecked({ text, route });
        return;
      }
      opsApi.check(route, page).then(
        (r) => {
          setProblems(r.problems);
          setChecked({ text, route });
        },
        (err: unknown) => setStatus(err instanceof Error ? `检查失败：${err.message}` : '检查失败'),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [route, text]);

  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    setStatus('');
    try {
      setStatus(await what());
    } catch (err) {
      if (err instanceof OpsError && err.problems.length) setProblems(err.problems);
      setStatus(err instanceof Error ? err.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const page = () => JSON.parse(text) as unknown;
  const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
  const reveal = (pointer: string) => editorRef.current?.reveal(pointer);
  // The line of each listed problem, as the editor finds it in its document (the textarea that stands in for it has no line numbers).
  const [lines, setLines] = useState<ReadonlyMap<string, number>>(new Map());
  const listed = useMemo(() => [...problems, ...previewProblems].map((p) => p.pointer), [problems, previewProblems]);
  const checking = checked.text !== text || checked.route !== route;
  const valid = !parseError && !checking && problems.length === 0;
  const textarea = <textarea aria-label="页面 JSON" spellCheck={false} value={text} onChange={(e) => onText(e.target.value)} />;

  return (
    <section className="ops-editor">
      <div className="ops-row">
        <label>路由<input value={route} onChange={(e) => onRoute(e.target.value.trim())} /></label>
        <button type="button" onClick={onNew}>新建</button>
        <button type="button" onClick={() => act(async () => (onText(JSON.stringify(page(), null, 2)), '已格式化'))}>格式化</button>
        <span className="ops-muted">Ctrl+空格 补全 · 悬停查看说明</span>
      </div>
      <div className="ops-split">
        <div className="ops-code-wrap">
          {schema ? (
            <Suspense fallback={textarea}>
              <CodeEditor ref={editorRef as Ref<CodeEditorHandle>} value={text} onChange={onText} problems={problems} locate={listed} onLocated={setLines} schema={schema} />
            </Suspense>
          ) : textarea}
          {schemaError && <p className="ops-error">编辑器加载失败（可继续在文本框中编辑），请刷新重试</p>}
        </div>
        <Preview route={route} text={text} valid={valid} onProblems={setPreviewProblems} />
      </div>
      <div className="ops-problems" aria-live="polite">
        {parseError && <p className="ops-error">JSON 格式错误：{parseError}</p>}
        {!parseError && !checking && problems.length === 0 && <p className="ops-ok">检查通过</p>}
        <ul>
          {problems.map((p, i) => <ProblemLine key={`c${i}`} line={lines.get(p.pointer)} problem={p} onReveal={reveal} />)}
          {previewProblems.map((p, i) => <ProblemLine key={`p${i}`} line={lines.get(p.pointer)} problem={p} prefix="预览中：" onReveal={reveal} />)}
        </ul>
      </div>
      <div className="ops-row">
        <button type="button" disabled={busy} onClick={() => act(async () => `已保存草稿 版本 ${(await opsApi.saveDraft(route, page())).version}`)}>保存草稿</button>
        {operator.role === 'publisher' && (
          <>
            <label>开始<input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} /></label>
            <label>结束<input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} /></label>
            <button
              type="button"
              disabled={busy || !valid}
              onClick={() => act(async () => {
                const r = await opsApi.publish({ route, page: page(), start: iso(start), end: iso(end) });
                onPublished();
                return `已发布 ${r.route} 版本 ${r.version}${r.start || r.end ? '（定时）' : ''}`;
              })}>
              发布
            </button>
          </>
        )}
      </div>
      {status && <p role="status">{status}</p>}
    </section>
  );
}
