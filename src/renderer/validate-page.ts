import type { RendererReport } from './env';

const checked = new WeakSet<object>();

/**
 * Checks a page's shape once with the precompiled validator (no ajv at runtime) and reports
 * the first problem; blocks are still rendered, each contained on its own. The validator is
 * large and pages were already checked at build time (npm run schemas:check), so its module is
 * loaded only now, after the page's first paint, off the first load.
 */
export async function checkPageOnce(page: object, report: (r: RendererReport) => void, dev: boolean): Promise<void> {
  if (checked.has(page)) return;
  checked.add(page);
  const { page: validatePageShape } = await import('./validators.gen.js');
  if (validatePageShape(page)) return;
  const error = validatePageShape.errors?.[0];
  const message = `page schema: ${error?.message ?? 'invalid'}`;
  report({ pointer: error?.instancePath ?? '', message });
  if (dev) console.warn(`[qsh renderer] ${error?.instancePath || '/'}: ${message}`);
}
