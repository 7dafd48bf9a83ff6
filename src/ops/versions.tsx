import { useEffect, useState } from 'react';
import { opsApi, type DiffLine, type Operator, type PublicationRow, type VersionRow } from './api';

const time = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString('zh-CN', { hour12: false }));

/** A route's versions and publications, a diff between any two versions, and one-step rollback. */
export function Versions({ operator, route, refresh, onOpen, onChanged }: { operator: Operator; route: string; refresh: number; onOpen(page: unknown): void; onChanged(): void }) {
  const [data, setData] = useState<{ versions: VersionRow[]; publications: PublicationRow[]; live: number | null } | null>(null);
  const [error, setError] = useState('');
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(0);
  const [diff, setDiff] = useState<DiffLine[] | null>(null);

  useEffect(() => {
    opsApi.versions(route).then((d) => {
      setError('');
      setData(d);
      setTo(d.versions[0]?.version ?? 0);
      setFrom(d.versions[1]?.version ?? d.versions[0]?.version ?? 0);
    }, (err: unknown) => setError(err instanceof Error ? err.message : '加载失败'));
  }, [route, refresh]);

  if (error) return <p className="ops-error">{error}</p>;
  if (!data) return <p className="ops-muted">加载中…</p>;
  if (data.versions.length === 0) return <p className="ops-muted">{route} 还没有版本</p>;
  const options = data.versions.map((v) => <option key={v.version} value={v.version}>版本 {v.version}</option>);
  return (
    <div>
      <p>线上版本：{data.live === null ? '无（打包页面或页面不存在）' : `版本 ${data.live}`}</p>
      {operator.role === 'publisher' && (
        <button type="button" onClick={() => void opsApi.rollback(route).then(onChanged, (err: unknown) => setError(err instanceof Error ? err.message : '回滚失败'))}>回滚到上一版本</button>
      )}
      <table className="ops-table">
        <thead><tr><th>版本</th><th>创建人</th><th>时间</th><th /></tr></thead>
        <tbody>
          {data.versions.map((v) => (
            <tr key={v.version}>
              <td>{v.version}</td><td>{v.createdBy}</td><td>{time(v.createdAt)}</td>
              <td><button type="button" onClick={() => void opsApi.version(route, v.version).then((r) => onOpen(r.page))}>打开</button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>发布记录</h3>
      <table className="ops-table">
        <thead><tr><th>版本</th><th>开始</th><th>结束</th><th>发布人</th><th>已回滚</th></tr></thead>
        <tbody>
          {data.publications.map((p) => (
            <tr key={p.id}><td>{p.version}</td><td>{time(p.start)}</td><td>{time(p.end)}</td><td>{p.publishedBy}</td><td>{time(p.rolledBackAt)}</td></tr>
          ))}
        </tbody>
      </table>
      <h3>对比</h3>
      <div className="ops-row">
        <select aria-label="旧版本" value={from} onChange={(e) => setFrom(Number(e.target.value))}>{options}</select>
        <select aria-label="新版本" value={to} onChange={(e) => setTo(Number(e.target.value))}>{options}</select>
        <button type="button" onClick={() => void opsApi.diff(route, from, to).then((r) => setDiff(r.lines))}>对比</button>
      </div>
      {diff && (
        <pre className="ops-diff">
          {diff.map((l, i) => <div key={i} className={l.op === '+' ? 'add' : l.op === '-' ? 'del' : ''}>{l.op} {l.text}</div>)}
        </pre>
      )}
    </div>
  );
}
