import { useEffect, useRef, useState } from 'react';
import { opsApi, type Operator } from './api';
import type { CodeEditorHandle } from './code-editor';
import { Editor } from './editor';
import { insertBlock } from './insert-block';
import { Gallery } from './gallery';
import { AuditLog, Reports } from './logs';
import { LoginForm } from './login-form';
import { Versions } from './versions';

const STARTER = (route: string) =>
  JSON.stringify({ route: { path: route, name: route.split('/').filter(Boolean).map((s, i) => (i ? s[0]?.toUpperCase() + s.slice(1) : s)).join(''), login: 'optional' }, title: '新活动', blocks: [] }, null, 2);

/** The operator console: login, pages, the JSON editor with checks, the gallery, versions, audit log and block reports. */
export function Console() {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);
  const [route, setRoute] = useState('/activity/newYear');
  const [text, setText] = useState(STARTER('/activity/newYear'));
  const [tab, setTab] = useState<'gallery' | 'versions' | 'audit' | 'reports'>('gallery');
  const [refresh, setRefresh] = useState(0);
  const editorRef = useRef<CodeEditorHandle | null>(null);

  useEffect(() => {
    void opsApi.me().then(setOperator);
  }, []);

  if (operator === undefined) return <p className="ops-muted">加载中…</p>;
  if (operator === null) return <LoginForm onLogin={setOperator} />;

  // 插入: after the block the cursor is in (else at the end of the page's blocks); the new block is selected.
  const insert = (block: unknown) => {
    let page: unknown;
    try {
      page = JSON.parse(text);
    } catch {
      window.alert('当前草稿不是合法的 JSON，请先修正后再插入组件');
      return;
    }
    if (typeof page !== 'object' || page === null || Array.isArray(page)) return window.alert('草稿应是一个页面对象');
    const result = insertBlock(page as Record<string, unknown>, editorRef.current?.cursorPointer() ?? '', block);
    setText(JSON.stringify(result.page, null, 2));
    setTimeout(() => editorRef.current?.reveal(result.pointer), 0);
  };

  return (
    <div className="ops">
      <header className="ops-header">
        <h1>趣生活 运营后台</h1>
        <span>
          {operator.username}（{operator.role === 'publisher' ? '发布者' : '编辑'}）
          <button type="button" onClick={() => void opsApi.logout().then(() => setOperator(null))}>退出</button>
        </span>
      </header>
      <main className="ops-main">
        <Editor
          operator={operator}
          route={route}
          text={text}
          editorRef={editorRef}
          onRoute={setRoute}
          onText={setText}
          onNew={() => setText(STARTER(route))}
          onPublished={() => setRefresh((n) => n + 1)}
        />
        <section className="ops-side">
          <nav className="ops-tabs" aria-label="面板">
            {([['gallery', '组件库'], ['versions', '版本'], ['audit', '操作日志'], ['reports', '异常上报']] as const).map(([key, label]) => (
              <button key={key} type="button" aria-pressed={tab === key} onClick={() => setTab(key)}>{label}</button>
            ))}
          </nav>
          {tab === 'gallery' && <Gallery onInsert={insert} />}
          {tab === 'versions' && <Versions operator={operator} route={route} refresh={refresh} onOpen={(page) => setText(JSON.stringify(page, null, 2))} onChanged={() => setRefresh((n) => n + 1)} />}
          {tab === 'audit' && <AuditLog refresh={refresh} />}
          {tab === 'reports' && <Reports />}
        </section>
      </main>
    </div>
  );
}
