import type { Variant } from './variant';

/** Runtime configuration read from /app-config.json at start (see docs/platform-services.md). */
export interface RuntimeConfig {
  /** Origin (and optional prefix) of the gateway; '' means the page's own origin. */
  gatewayBaseURL: string;
  /** Gateway request timeout in ms (spec: 30000). */
  gatewayTimeoutMs: number;
  /** Hosts safeUrl lets through (exact host or *.domain). */
  safeUrlHosts: string[];
  /** Hosts images may come from besides the app's own origin (host, host:port or *.domain); others show a placeholder. */
  imageHosts: string[];
  /** Loads vConsole when true. */
  debug: boolean;
  /** Download page per variant: an in-app path ('/download/register') or an absolute URL. */
  downloadLinks: Record<Variant, string>;
}

/** Where the runtime config is served. */
export const CONFIG_URL = '/app-config.json';

export const DEFAULT_CONFIG: RuntimeConfig = {
  gatewayBaseURL: '',
  gatewayTimeoutMs: 30000,
  safeUrlHosts: [],
  imageHosts: [],
  debug: false,
  downloadLinks: { official: '/download/register', verify: '/download/register?variant=verify' },
};

/** Parse result: the config, or one readable line per problem naming the field. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; errors: string[] };

const isString = (v: unknown): v is string => typeof v === 'string';
/** An imageHosts entry, as the gateway's CSP takes it (server/http/security-headers.ts). */
const IMAGE_HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** Checks a parsed app-config.json; missing fields take their defaults, wrong types are errors. */
export function parseRuntimeConfig(raw: unknown): ConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, errors: ['app-config.json: expected a JSON object'] };
  const input = raw as Record<string, unknown>;
  const errors: string[] = [];
  const pick = <T>(key: string, check: (v: unknown) => v is T, fallback: T, expected: string): T => {
    if (input[key] === undefined) return fallback;
    if (check(input[key])) return input[key];
    errors.push(`app-config.json: "${key}" must be ${expected}`);
    return fallback;
  };
  const links = pick('downloadLinks', (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v), {}, 'an object');
  const link = (variant: Variant) => {
    const value = links[variant];
    if (value === undefined) return DEFAULT_CONFIG.downloadLinks[variant];
    if (isString(value)) return value;
    errors.push(`app-config.json: "downloadLinks.${variant}" must be a string`);
    return DEFAULT_CONFIG.downloadLinks[variant];
  };
  const config: RuntimeConfig = {
    gatewayBaseURL: pick('gatewayBaseURL', isString, DEFAULT_CONFIG.gatewayBaseURL, 'a string').replace(/\/+$/, ''),
    gatewayTimeoutMs: pick('gatewayTimeoutMs', (v): v is number => Number.isInteger(v) && (v as number) > 0, DEFAULT_CONFIG.gatewayTimeoutMs, 'a positive whole number of milliseconds'),
    safeUrlHosts: pick('safeUrlHosts', (v): v is string[] => Array.isArray(v) && v.every(isString), DEFAULT_CONFIG.safeUrlHosts, 'an array of host names'),
    imageHosts: pick('imageHosts', (v): v is string[] => Array.isArray(v) && v.every((h) => isString(h) && IMAGE_HOST.test(h.trim())), DEFAULT_CONFIG.imageHosts, 'an array of host names (host, host:port or *.domain)'),
    debug: pick('debug', (v): v is boolean => typeof v === 'boolean', DEFAULT_CONFIG.debug, 'true or false'),
    downloadLinks: { official: link('official'), verify: link('verify') },
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config };
}

/**
 * Fetches and checks the runtime config. A missing file (HTTP 404 or no network) gives the defaults with a
 * warning; an invalid file throws an Error listing every problem, so a bad deploy fails loudly at start.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = CONFIG_URL): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    console.warn(`[qsh-config] ${url} not loaded (${String(error)}); using defaults`);
    return DEFAULT_CONFIG;
  }
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new Error(`Invalid runtime config:\n${result.errors.join('\n')}`);
  return result.config;
}
