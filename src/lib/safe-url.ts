// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/**
 * The one gate for every URL that leaves the app (iframes, redirects, external links).
 * Returns the normalised absolute URL when it is http(s) and its host is allowlisted, otherwise undefined.
 * An allowlist entry `example.com` matches that host exactly; `*.example.com` matches its subdomains
 * (not the bare domain). Relative URLs are refused: route in-app paths through the router instead.
 */
export function safeUrl(url: string, allowHosts: readonly string[]): string | undefined {
  // Controls, backslashes and inner whitespace are read differently by browsers and native hosts: refused.
  if (typeof url !== 'string' || UNSAFE_CHARS.test(url.trim())) return undefined;
  // A host written with non-ASCII letters (IDN look-alikes, full-width dots) is refused before the parser folds it.
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/, 1)[0] ?? '')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username || parsed.password) return undefined;
  const host = parsed.hostname.toLowerCase();
  const allowed = allowHosts.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('*.')) return host.endsWith(rule.slice(1)) && host.length > rule.length - 1;
    return rule !== '' && host === rule;
  });
  return allowed ? parsed.href : undefined;
}

/** A native view's name (APPVIEW `nativeScan`): a plain identifier, never anything a host could read as a URL. */
const NATIVE_VIEW = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Whether `value` names a native view rather than a URL (no scheme, dot, slash or colon). */
export function isNativeViewName(value: string): boolean {
  return NATIVE_VIEW.test(value);
}

/**
 * What may be handed to the native host's jumpPage: a native view's name as it is, or a URL the gate
 * allows (normalised, so the host parses exactly what the gate checked). Anything else: undefined.
 */
export function safeJumpTarget(value: string, allowHosts: readonly string[]): string | undefined {
  return isNativeViewName(value) ? value : safeUrl(value, allowHosts);
}
