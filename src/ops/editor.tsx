import { useEffect, useState } from 'react';
import { opsApi, OpsError, type Operator, type Problem } from './api';
import { lineOf, prettyWithLines } from './json-lines';
import { Preview } from './preview';

interface EditorProps {
  operator: Operator;
  route: string;
  text: string;
  onRoute(route: string): void;
  onText(text: string): void;
  onNew(): void;
  onPublished(): void;
}

/** The JSON editor (a textarea) with the shared checker's problems as you type, preview, save, publish and schedule. */
export function Editor({ operator, route, text, onRoute, onText, onNew, onPublished }: EditorProps) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [parseError, setParseError] = useState('');
  const [status, setStatus] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [busy, setBusy] = useState(false);

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
        return;
      }
      opsApi.check(route, page).then((r) => setProblems(r.problems), (err: unknown) => setStatus(err instanceof Error ? err.message : '检查失败'));
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

  return (
    <section className="ops-editor">
      <div className="ops-row">
        <label>路由<input value={route} onChange={(e) => onRoute(e.target.value.trim())} /></label>
        <button type="button" onClick={onNew}>新建</button>
        <button type="button" onClick={() => act(async () => (onText(prettyWithLines(page()).text), '已格式化'))}>格式化</button>
      </div>
      <div className="ops-split">
        <textarea aria-label="页面 JSON" spellCheck={false} value={text} onChange={(e) => onText(e.target.value)} />
        <Preview route={route} text={text} valid={!parseError && problems.length === 0} />
      </div>
      <div className="ops-problems" aria-live="polite">
        {parseError && <p className="ops-error">JSON 格式错误：{parseError}</p>}
        {!parseError && problems.length === 0 && <p className="ops-ok">检查通过</p>}
        {problems.map((p, i) => {
          const line = lineOf(text, p.pointer);
          return <p key={i} className="ops-error">{line ? `第 ${line} 行 ` : ''}{p.pointer || '/'}：{p.message}</p>;
        })}
      </div>
      <div className="ops-row">
        <button type="button" disabled={busy} onClick={() => act(async () => `已保存草稿 版本 ${(await opsApi.saveDraft(route, page())).version}`)}>保存草稿</button>
        {operator.role === 'publisher' && (
          <>
            <label>开始<input type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} /></label>
            <label>结束<input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} /></label>
            <button
              type="button"
              disabled={busy || !!parseError || problems.length > 0}
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
