/**
 * The one gate for every URL that leaves the app (iframes, redirects, external links).
 * Returns the normalised absolute URL when it is http(s) and its host is allowlisted, otherwise undefined.
 * An allowlist entry `example.com` matches that host exactly; `*.example.com` matches its subdomains
 * (not the bare domain). Relative URLs are refused: route in-app paths through the router instead.
 */
export function safeUrl(url: string, allowHosts: readonly string[]): string | undefined {
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
