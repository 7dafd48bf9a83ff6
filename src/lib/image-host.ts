/** What the image check says about one URL. */
export interface ImageVerdict {
  allowed: boolean;
  /** The origin the image would come from (for the report: never its path or query, which may carry personal data). */
  origin: string;
}

/** Stands for the page's own origin where there is none (the build's preview renderer). */
const NO_ORIGIN = 'http://self.invalid';
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };
const HOST_RULE = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

/** Whether `url` (http or https) matches one `imageHosts` entry: `host`, `host:port` or `*.domain` (subdomains only), as CSP host sources do. */
function matchesHost(url: URL, entry: string): boolean {
  const rule = HOST_RULE.exec(entry.trim().toLowerCase());
  if (!rule) return false;
  const [, wildcard, name = '', port] = rule;
  const host = url.hostname.toLowerCase();
  const hostOk = wildcard ? host.endsWith(`.${name}`) : host === name;
  const urlPort = url.port || DEFAULT_PORT[url.protocol] || '';
  return hostOk && (port ? urlPort === port : url.port === '');
}

/**
 * The one image check (the app's CSP `img-src 'self' data: blob: <imageHosts>`, docs/platform-services.md):
 * an image may come from the page's own origin (relative URLs included), a `data:image/…` or `blob:`
 * URL, or an http(s) host listed in the runtime config's `imageHosts`. Anything else is not requested.
 */
export function checkImageUrl(src: string, imageHosts: readonly string[], pageOrigin: string = NO_ORIGIN): ImageVerdict {
  const text = src.trim();
  if (/^data:image\//i.test(text)) return { allowed: true, origin: 'data:' };
  let url: URL;
  try {
    url = new URL(text, pageOrigin);
  } catch {
    return { allowed: false, origin: text.slice(0, 40) };
  }
  if (url.protocol === 'blob:') return { allowed: true, origin: 'blob:' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { allowed: false, origin: url.protocol };
  if (url.origin === new URL(pageOrigin).origin) return { allowed: true, origin: url.origin };
  return { allowed: imageHosts.some((entry) => matchesHost(url, entry)), origin: url.origin };
}

/** The URLs of a `srcset` (each candidate's first word). */
export function srcSetUrls(srcSet: string): string[] {
  return srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/, 1)[0] ?? '')
    .filter((url) => url !== '');
}
