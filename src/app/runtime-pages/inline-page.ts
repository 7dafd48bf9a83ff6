import { RUNTIME_PAGE_ID } from '@schemas/html-blocks';
import { readInlineJson } from '../boot/inline-json';
import type { InlinePage } from './load-version';

/**
 * The published version the gateway put into the HTML of its route (server/http/spa.ts), read once
 * (a later start, in tests or a remount, must not reuse it). loadVersion takes it only when its
 * route and hash are the manifest's; the gateway put it there only after the full page validator
 * passed (server/ops/servable-version.ts), so it is drawn without a second check.
 */
export function takeInlinePage(doc: Document): InlinePage | undefined {
  const block = readInlineJson(doc, RUNTIME_PAGE_ID) as Partial<InlinePage> | null | undefined;
  doc.getElementById(RUNTIME_PAGE_ID)?.remove();
  if (typeof block !== 'object' || block === null || typeof block.route !== 'string' || typeof block.hash !== 'string' || !('page' in block)) return undefined;
  return { route: block.route, hash: block.hash, page: block.page };
}
