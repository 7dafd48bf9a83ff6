import type { RendererReport } from './env';
import { page as validatePageShape } from './validators.gen.js';

const checked = new WeakSet<object>();

/**
 * Checks a page's shape once with the precompiled validator (no ajv at runtime) and reports
 * the first problem; blocks are still rendered, each contained on its own.
 */
export function checkPageOnce(page: object, report: (r: RendererReport) => void, dev: boolean): void {
  if (checked.has(page)) return;
  checked.add(page);
  if (validatePageShape(page)) return;
  const error = validatePageShape.errors?.[0];
  const message = `page schema: ${error?.message ?? 'invalid'}`;
  report({ pointer: error?.instancePath ?? '', message });
  if (dev) console.warn(`[qsh renderer] ${error?.instancePath || '/'}: ${message}`);
}
