import { useMemo } from 'react';
import { sanitizeHtml } from '@widgets/shared/sanitize';
import type { WidgetProps } from '../types';
import type { RichTextProps } from './props.schema';

export function RichText({ props, data }: WidgetProps<RichTextProps, string>) {
  const source = typeof data === 'string' ? data : props.html;
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return <div style={{ padding: props.padding, lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: html }} />;
}
