import { loadedDefaults, loadedValidator } from '@widgets/registry';
import type { WidgetEntry } from '@widgets/types';
import { fillDefaults } from './props-defaults';

/** What checking a block's props found: a problem, or the props with the schema's defaults filled in. */
export type CheckedProps = { problem: string; props?: undefined } | { problem: null; props: Record<string, unknown> };

/** A cached result: the props the widget receives, or the problem found (a string). */
type Outcome = Record<string, unknown> | string;

/** Results per widget, then per props object: the same props may be judged differently by two widgets. */
const cache = new WeakMap<WidgetEntry, WeakMap<object, Outcome>>();

/** The result of an outcome, made per call (short-lived): the cache keeps the outcome alone, one object fewer per block. */
const checked = (outcome: Outcome): CheckedProps => (typeof outcome === 'string' ? { problem: outcome } : { problem: null, props: outcome });

/** A copy of JSON-like data (plain objects and arrays copied, other values kept), so filling in defaults never touches the page schema. */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (value && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyJson(v)]));
  }
  return value;
}

/**
 * Checks resolved props with the widget's precompiled validator (shipped in the widget's own
 * chunk) on a copy, which gets the props schema's defaults filled in: the props the component
 * receives. The chunk must have loaded (loadWidget). Results are cached per widget and props
 * object, so static props are checked (and copied) once per page load.
 */
export function checkProps(entry: WidgetEntry, props: Record<string, unknown>): CheckedProps {
  let byProps = cache.get(entry);
  const cached = byProps?.get(props);
  if (cached !== undefined) return checked(cached);
  const validate = loadedValidator(entry);
  if (!validate) throw new Error(`[qsh renderer] props validator of "${entry.type}" used before it loaded`);
  const copy = copyJson(props) as Record<string, unknown>;
  let outcome: Outcome = copy;
  if (!validate(copy)) {
    const error = validate.errors?.[0];
    outcome = `invalid props: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'rejected'}`;
  }
  if (!byProps) cache.set(entry, (byProps = new WeakMap()));
  byProps.set(props, outcome);
  return checked(outcome);
}

const filled = new WeakMap<WidgetEntry, WeakMap<object, Record<string, unknown>>>();

/**
 * Props of a page checked at build time (`npm run build` runs the checker on every bundled page):
 * a copy with the props schema's defaults filled in, without running the validator again. The
 * chunk must have loaded. Cached like checkProps.
 */
export function fillProps(entry: WidgetEntry, props: Record<string, unknown>): CheckedProps {
  let byProps = filled.get(entry);
  const cached = byProps?.get(props);
  if (cached) return { problem: null, props: cached };
  const copy = copyJson(props) as Record<string, unknown>;
  fillDefaults(copy, loadedDefaults(entry));
  if (!byProps) filled.set(entry, (byProps = new WeakMap()));
  byProps.set(props, copy);
  return { problem: null, props: copy };
}

/** The problem checkProps finds, or null. */
export function propsProblem(entry: WidgetEntry, props: Record<string, unknown>): string | null {
  return checkProps(entry, props).problem;
}
