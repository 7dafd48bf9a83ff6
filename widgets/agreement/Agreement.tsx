import { useMemo } from 'react';
import { agreementKey } from '@/lib/agreement-key';
import { EmptyView, ErrorView, LoadingView } from '@/ui/load-states';
import { sanitizeHtml } from '../shared/sanitize';
import { useLoad } from '../shared/use-load';
import type { WidgetProps } from '../types';
import type { AgreementData, AgreementProps } from './props.schema';

function AgreementText({ title, source }: { title?: string; source: string }) {
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return (
    <article style={{ padding: 16, background: '#fff', lineHeight: 1.7, fontSize: 14 }}>
      {title && <h2 style={{ fontSize: 17, textAlign: 'center', margin: '0 0 12px' }}>{title}</h2>}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export function Agreement({ props, data, state }: WidgetProps<AgreementProps, AgreementData>) {
  const key = data === undefined && props.agreementKey ? agreementKey(props.agreementKey, props.variant) : undefined;
  const { state: loaded, retry } = useLoad(key, () => state.request('UC010', { key }) as Promise<AgreementData>);
  if (loaded.status === 'loading') return <LoadingView />;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={retry} />;
  const source = loaded.status === 'ready' ? loaded.data : data;
  const fromData = typeof source === 'string' ? { content: source } : (source ?? {});
  const text = fromData.content ?? props.html;
  if (!text && key) return <EmptyView />;
  return <AgreementText title={fromData.title ?? props.title} source={text} />;
}
