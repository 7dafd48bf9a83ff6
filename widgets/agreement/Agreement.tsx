import { useMemo } from 'react';
import { agreementKey } from '@/lib/agreement-key';
import { EmptyView, LoadingView } from '@/ui/load-states';
import { LoadFailure } from '@widgets/shared/load-failure';
import { sanitizeHtml } from '@widgets/shared/sanitize';
import { useLoad } from '@widgets/shared/use-load';
import type { WidgetProps } from '../types';
import type { AgreementData, AgreementProps } from './props.schema';

/** The text without a leading heading that repeats the title (the widget already prints it). */
export function withoutRepeatedTitle(html: string, title: string | undefined): string {
  if (!title) return html;
  const match = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  return match && match[1]?.replace(/<[^>]*>/g, '').trim() === title.trim() ? html.slice(match[0].length) : html;
}

function AgreementText({ title, source, printTitle }: { title?: string; source: string; printTitle: boolean }) {
  const html = useMemo(() => withoutRepeatedTitle(sanitizeHtml(source), title), [source, title]);
  return (
    <article style={{ padding: 16, background: '#fff', lineHeight: 1.7, fontSize: 14 }}>
      {printTitle && title && <h2 style={{ fontSize: 17, textAlign: 'center', margin: '0 0 12px' }}>{title}</h2>}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export function Agreement({ props, data, state, onAction }: WidgetProps<AgreementProps, AgreementData>) {
  const key = data === undefined && props.agreementKey ? agreementKey(props.agreementKey, props.variant) : undefined;
  const { state: loaded, retry } = useLoad(key, () => state.request('UC010', { key }, { showsFailure: true }) as Promise<AgreementData>);
  if (loaded.status === 'loading') return <LoadingView />;
  if (loaded.status === 'error') return <LoadFailure failure={loaded} retry={retry} onBack={() => onAction({ kind: 'back' })} />;
  const source = loaded.status === 'ready' ? loaded.data : data;
  const text = source?.content ?? props.html;
  if (!text && key) return <EmptyView />;
  const title = source?.title ?? props.title;
  return <AgreementText title={title} source={text} printTitle={props.showTitle} />;
}
