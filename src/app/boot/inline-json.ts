import { APP_CONFIG_ID } from '@schemas/html-blocks';
import { parseRuntimeConfig, type RuntimeConfig } from '@/services/config';

// Reads the JSON blocks the gateway's HTML handler puts into a route's index.html (their ids:
// schemas/html-blocks.ts). Small on purpose: the boot entry reads it.

/** The parsed JSON of a data block, or undefined when the page has none (e.g. `npm run dev`) or it is not JSON. */
export function readInlineJson(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element || element.tagName !== 'SCRIPT' || (element as HTMLScriptElement).type !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The runtime config the gateway put into the HTML (its app-config.json, read when it changes),
 * checked as loadRuntimeConfig checks the file; undefined when the HTML has none: the app then
 * fetches /app-config.json.
 */
export function inlineRuntimeConfig(doc: Document): RuntimeConfig | undefined {
  const raw = readInlineJson(doc, APP_CONFIG_ID);
  if (raw === undefined) return undefined;
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new Error(`Invalid runtime config:\n${result.errors.join('\n')}`);
  return result.config;
}
