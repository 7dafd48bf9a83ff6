import DOMPurify from 'dompurify';

/** Every server or schema HTML string goes through DOMPurify before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
