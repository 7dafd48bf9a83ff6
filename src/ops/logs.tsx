import { useEffect, useState } from 'react';
import { opsApi, type AuditRow, type ReportRow } from './api';

const time = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): { data?: T; error?: string; retry(): void } {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [n, setN] = useState(0);
  useEffect(() => {
    load().then((data) => setState({ data }), (err: unknown) => setState({ error: err instanceof Error ? err.message : '加载失败' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [n, ...deps]);
  return { ...state, retry: () => setN((x) => x + 1) };
}

/** Every console action: who, when, which route, which version. */
export function AuditLog({ refresh }: { refresh: number }) {
  const { data, error, retry } = useLoad(opsApi.audit, [refresh]);
  if (error) return <p className="ops-error">{error} <button type="button" onClick={retry}>重试</button></p>;
  if (!data) return <p className="ops-muted">加载中…</p>;
  if (!data.entries.length) return <p className="ops-muted">暂无操作记录</p>;
  return (
    <table className="ops-table">
      <thead><tr><th>时间</th><th>操作人</th><th>操作</th><th>路由</th><th>版本</th><th>说明</th></tr></thead>
      <tbody>
        {data.entries.map((e: AuditRow) => (
          <tr key={e.id}><td>{time(e.at)}</td><td>{e.operator}</td><td>{e.action}</td><td>{e.route ?? ''}</td><td>{e.version ?? ''}</td><td>{e.detail ?? ''}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

const versionText = (v: number | null) => (v === null ? '打包页面' : v === 0 ? '草稿预览' : `版本 ${v}`);

/** Production block reports (BA030) grouped by route and the page version they came from, with the route's live version. */
export function Reports() {
  const { data, error, retry } = useLoad(opsApi.reports, []);
  if (error) return <p className="ops-error">{error} <button type="button" onClick={retry}>重试</button></p>;
  if (!data) return <p className="ops-muted">加载中…</p>;
  if (!data.routes.length) return <p className="ops-muted">暂无异常上报</p>;
  return (
    <table className="ops-table">
      <thead><tr><th>路由</th><th>上报版本</th><th>线上版本</th><th>次数</th><th>最近</th><th>最近一条</th></tr></thead>
      <tbody>
        {data.routes.map((r: ReportRow) => (
          <tr key={`${r.route}#${String(r.version)}`}>
            <td>{r.route}</td><td>{versionText(r.version)}</td><td>{r.liveVersion === null ? '打包页面' : `版本 ${r.liveVersion}`}</td><td>{r.count}</td><td>{time(r.last)}</td><td>{r.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
