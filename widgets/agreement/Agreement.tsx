import { useMemo } from 'react';
import { sanitizeHtml } from '../shared/sanitize';
import type { WidgetProps } from '../types';
import type { AgreementData, AgreementProps } from './props.schema';

export function Agreement({ props, data }: WidgetProps<AgreementProps, AgreementData>) {
  const fromData = typeof data === 'string' ? { content: data } : (data ?? {});
  const title = fromData.title ?? props.title;
  const source = fromData.content ?? props.html ?? '';
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return (
    <article style={{ padding: 16, background: '#fff', lineHeight: 1.7, fontSize: 14 }}>
      {title && <h2 style={{ fontSize: 17, textAlign: 'center', margin: '0 0 12px' }}>{title}</h2>}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
