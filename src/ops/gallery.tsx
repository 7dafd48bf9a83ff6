import { useEffect, useState } from 'react';
import { widgetCatalog } from '../../widgets/catalog';
import type { WidgetDemo } from '../../widgets/demo-types';
import { PREVIEW_PARAM } from '@schemas/preview-frame';
import { opsApi } from './api';

// The console's own chunks may carry every props schema and demo (never the customer bundle).
const demos = import.meta.glob<WidgetDemo<unknown>>('../../widgets/*/demo.ts', { eager: true, import: 'demo' });
const demoOf = (type: string) => demos[`../../widgets/${type}/demo.ts`];

/** The route the gallery's frames render a widget's demo on (a draft preview, never published). */
export const GALLERY_ROUTE = '/activity/galleryPreview';

interface PropSchema {
  type?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  anyOf?: PropSchema[];
}

/** A ready block from a widget's demo: its props, its data as static data, its child blocks. */
export function demoBlock(type: string): Record<string, unknown> {
  const demo = demoOf(type);
  return {
    type,
    props: demo?.props ?? {},
    ...(demo?.data !== undefined ? { data: { value: demo.data } } : {}),
    ...(demo?.blocks ? { blocks: demo.blocks } : {}),
  };
}

/** A prop's type as operators read it: its enum values, its JSON type, or the alternatives of anyOf. */
function typeOf(p: PropSchema): string {
  if (p.enum) return p.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (p.type !== undefined) return Array.isArray(p.type) ? p.type.join(' | ') : String(p.type);
  if (p.anyOf) return p.anyOf.map(typeOf).filter(Boolean).join(' | ');
  return '';
}
const pick = <K extends 'default' | 'description'>(p: PropSchema, key: K): PropSchema[K] | undefined => p[key] ?? p.anyOf?.map((s) => s[key]).find((v) => v !== undefined);

/** The widget's demo, drawn live by the real app in a small frame (a draft preview of one block). */
function LiveDemo({ type, title }: { type: string; title: string }) {
  const [src, setSrc] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    let cancelled = false;
    const page = { route: { path: GALLERY_ROUTE, name: 'activityGalleryPreview', login: 'optional' }, title, blocks: [demoBlock(type)] };
    opsApi.preview(page).then(
      ({ hash }) => !cancelled && setSrc(`${GALLERY_ROUTE}?${PREVIEW_PARAM}=${hash}`),
      (err: unknown) => !cancelled && setError(err instanceof Error ? `示例加载失败：${err.message}` : '示例加载失败'),
    );
    return () => {
      cancelled = true;
    };
  }, [type, title]);
  if (error) return <p className="ops-error">{error}</p>;
  return <div className="ops-phone ops-phone-small">{src ? <iframe title={`${title} 示例`} src={src} loading="lazy" /> : <p className="ops-muted">示例加载中…</p>}</div>;
}

/** Every widget of widgets/catalog.ts: its demo drawn live, its props table, and 插入 (its demo as a ready block, at the cursor). */
export function Gallery({ onInsert }: { onInsert(block: unknown): void }) {
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const shown = widgetCatalog.filter((w) => !filter || `${w.type} ${w.title} ${w.description}`.toLowerCase().includes(filter.toLowerCase()));
  return (
    <div className="ops-gallery">
      <label className="ops-row">搜索组件<input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="类型或名称，如 coupon / 优惠券" /></label>
      {shown.length === 0 && <p className="ops-muted">没有匹配的组件</p>}
      {shown.map((w) => {
        const props = Object.entries((w.propsSchema.properties ?? {}) as Record<string, PropSchema>);
        const required = new Set((w.propsSchema.required ?? []) as string[]);
        const isOpen = open === w.type;
        return (
          <article key={w.type} className="ops-widget" data-widget={w.type}>
            <div className="ops-row">
              <strong>{w.title}</strong> <code>{w.type}</code>
              <button type="button" onClick={() => onInsert(demoBlock(w.type))}>插入</button>
              <button type="button" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : w.type)}>{isOpen ? '收起' : '示例与属性'}</button>
            </div>
            <p>{w.description}</p>
            {isOpen && (
              <div className="ops-widget-detail">
                <LiveDemo type={w.type} title={w.title} />
                <table className="ops-table">
                  <thead><tr><th>属性</th><th>类型</th><th>默认</th><th>说明</th></tr></thead>
                  <tbody>
                    {props.length === 0 && <tr><td colSpan={4}>无属性</td></tr>}
                    {props.map(([name, p]) => {
                      const def = pick(p, 'default');
                      return (
                        <tr key={name}>
                          <td>{name}{required.has(name) ? ' *' : ''}</td>
                          <td>{typeOf(p)}</td>
                          <td>{def === undefined ? '' : JSON.stringify(def)}</td>
                          <td>{pick(p, 'description') ?? ''}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </article>
        );
      })}
    </div>
  );
}
