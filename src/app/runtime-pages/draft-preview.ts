import { PREVIEW_PARAM } from '@schemas/preview-frame';
import type { ManifestEntry, RuntimeManifest } from './manifest';

/**
 * The operator console's preview (docs/operators.md): opened with `?opsPreview=<hash>`, the app
 * renders the console's draft on its route, through the same validation and fallback as a
 * published version. The draft comes from /ops/api/preview/<hash>, which needs the operator's
 * session cookie: a customer's link with the parameter shows the normal page.
 */
export async function withDraftPreview(search: string, baseURL: string, manifest: RuntimeManifest, fetchImpl: typeof fetch = fetch): Promise<RuntimeManifest> {
  const hash = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!hash || !/^[0-9a-f]{32}$/.test(hash)) return manifest;
  try {
    const res = await fetchImpl(`${baseURL}/ops/api/preview/${hash}`, { credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) return manifest;
    const page = (await res.json()) as { route?: { path?: unknown; name?: unknown; login?: unknown }; title?: unknown; titleQuery?: unknown };
    const path = page.route?.path;
    if (typeof path !== 'string') return manifest;
    const login = page.route?.login === 'required' || page.route?.login === 'none' ? page.route.login : 'optional';
    const entry: ManifestEntry = { version: 0, hash, name: String(page.route?.name ?? 'opsPreview'), login, title: String(page.title ?? ''), ...(typeof page.titleQuery === 'string' ? { titleQuery: page.titleQuery } : {}), source: 'preview' };
    return { ...manifest, [path]: entry };
  } catch {
    return manifest;
  }
}
