import { noteServerTime } from '@/lib/server-clock';

/** One route's live published version, as the gateway's manifest (/utd/pages/manifest) lists it. */
export interface ManifestEntry {
  version: number;
  /** Content hash: the version's JSON is at /utd/pages/v/<hash> (immutable). */
  hash: string;
  name: string;
  login: 'required' | 'optional' | 'none';
  title: string;
  /** The page's `titleQuery`: the query parameter whose value, when given, is the title. */
  titleQuery?: string;
  /** End of the version's schedule window (epoch ms, server clock). */
  until?: number;
  /** 'preview': an operator console draft (draft-preview.ts), loaded from /ops/api/preview/<hash>. */
  source?: 'preview';
}

export type RuntimeManifest = Readonly<Record<string, ManifestEntry>>;

/** How long the app waits for the manifest before it starts with the bundled pages only. */
export const MANIFEST_TIMEOUT_MS = 1500;

const isEntry = (v: unknown): v is ManifestEntry => {
  const e = v as Partial<ManifestEntry> | null;
  return typeof e === 'object' && e !== null && typeof e.version === 'number' && typeof e.hash === 'string' && /^[0-9a-f]{32}$/.test(e.hash)
    && typeof e.name === 'string' && (e.login === 'required' || e.login === 'optional' || e.login === 'none')
    && (e.titleQuery === undefined || typeof e.titleQuery === 'string');
};

/** The valid entries of a manifest answer (`{ pages }`); anything else is left out. */
function manifestOf(body: unknown): RuntimeManifest {
  const pages = (body as { pages?: unknown } | null)?.pages;
  const manifest: Record<string, ManifestEntry> = {};
  if (typeof pages !== 'object' || pages === null) return manifest;
  for (const [route, entry] of Object.entries(pages)) if (route.startsWith('/') && isEntry(entry)) manifest[route] = entry;
  return manifest;
}

/**
 * The manifest the gateway put into index.html (a JSON block, server/http/spa.ts), read at once:
 * the app starts without a request for it. Undefined when the HTML has none (the dev server, an
 * HTML not served by the gateway): the app then fetches it (loadManifest).
 */
export function inlineManifest(inline: unknown): { manifest: RuntimeManifest; error?: string } | undefined {
  if (typeof inline !== 'object' || inline === null || !('pages' in inline)) return undefined;
  return { manifest: manifestOf(inline) };
}

/**
 * Reads the manifest of published pages. `cache: 'no-cache'` makes the browser revalidate its copy
 * with the ETag (a 304 costs a few bytes). Any failure — network, timeout, a bad answer — gives an
 * empty manifest: the app then runs with its bundled pages, as before runtime publishing.
 */
export async function loadManifest(baseURL: string, fetchImpl: typeof fetch = fetch, timeoutMs = MANIFEST_TIMEOUT_MS): Promise<{ manifest: RuntimeManifest; error?: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(`${baseURL}/utd/pages/manifest`, { cache: 'no-cache', signal: controller.signal, credentials: 'omit' });
    if (!res.ok) return { manifest: {}, error: `manifest: HTTP ${res.status}` };
    // The gateway's clock (epoch ms), for schedule windows (src/lib/server-clock.ts).
    const serverTime = Number(res.headers.get('X-Server-Time'));
    if (Number.isFinite(serverTime) && serverTime > 0) noteServerTime(serverTime);
    return { manifest: manifestOf(await res.json()) };
  } catch (err) {
    return { manifest: {}, error: `manifest: ${err instanceof Error ? err.message : String(err)}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * With the manifest inlined in the HTML the app makes no request for it, so nothing tells it the
 * gateway's clock before the first data call (a guest page whose data came with the HTML may make
 * none): schedule windows and `when.between` would run on the device's clock. This revalidates the
 * manifest in the background (a 304 is a few bytes) only to note the gateway's time; start-up does
 * not wait for it.
 */
export function syncServerClock(baseURL: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  return loadManifest(baseURL, fetchImpl);
}
