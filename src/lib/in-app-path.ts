/**
 * An in-app path a hand-off may send the user to: starts with one `/`, no backslash, no scheme.
 * Returns it unchanged, or undefined for anything else (`//host`, `https://…`, `javascript:`, empty).
 * Absolute URLs go through the safe-URL gate (`safeUrl`) instead.
 */
export function inAppPath(target: string | undefined | null): string | undefined {
  const value = (target ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** Splits `/a/b?x=1&y=2` into its path and query object (for a navigate action). */
export function splitPath(path: string): { to: string; query: Record<string, string> } {
  const [to = '/', search = ''] = path.split('?', 2);
  return { to: to.split('#')[0] || '/', query: Object.fromEntries(new URLSearchParams(search.split('#')[0])) };
}

/** Appends query fields to a URL or path (existing fields are kept; empty values are left out). */
export function withQueryFields(url: string, fields: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string' && kv[1] !== '');
  if (entries.length === 0) return url;
  const [base = '', hash] = url.split('#', 2);
  const extra = new URLSearchParams(entries).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash !== undefined ? `#${hash}` : ''}`;
}
