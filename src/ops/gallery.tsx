import { widgetCatalog } from '../../widgets/catalog';
import type { WidgetDemo } from '../../widgets/demo-types';

// The console's own chunks may carry every props schema and demo (never the customer bundle).
const demos = import.meta.glob<WidgetDemo<unknown>>('../../widgets/*/demo.ts', { eager: true, import: 'demo' });
const demoOf = (type: string) => demos[`../../widgets/${type}/demo.ts`];

interface PropSchema {
  type?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
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

/** Every widget of widgets/catalog.ts with its props table and a button that inserts its demo as a block. */
export function Gallery({ onInsert }: { onInsert(block: unknown): void }) {
  return (
    <div className="ops-gallery">
      {widgetCatalog.map((w) => {
        const props = Object.entries((w.propsSchema.properties ?? {}) as Record<string, PropSchema>);
        const required = new Set((w.propsSchema.required ?? []) as string[]);
        return (
          <article key={w.type} className="ops-widget">
            <div className="ops-row">
              <strong>{w.title}</strong> <code>{w.type}</code>
              <button type="button" onClick={() => onInsert(demoBlock(w.type))}>插入</button>
            </div>
            <p>{w.description}</p>
            <details>
              <summary>属性与示例</summary>
              <table className="ops-table">
                <thead><tr><th>属性</th><th>类型</th><th>默认</th><th>说明</th></tr></thead>
                <tbody>
                  {props.map(([name, p]) => (
                    <tr key={name}>
                      <td>{name}{required.has(name) ? ' *' : ''}</td>
                      <td>{p.enum ? p.enum.map(String).join(' | ') : String(p.type ?? '')}</td>
                      <td>{p.default === undefined ? '' : JSON.stringify(p.default)}</td>
                      <td>{p.description ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <pre>{JSON.stringify(demoBlock(w.type), null, 2)}</pre>
            </details>
          </article>
        );
      })}
    </div>
  );
}
