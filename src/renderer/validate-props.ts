import { loadedDefaults, loadedValidator } from '@widgets/registry';
import type { WidgetEntry } from '@widgets/types';
import { fillDefaults } from './props-defaults';

/** What checking a block's props found: a problem, or the props with the schema's defaults filled in. */
export type CheckedProps = { problem: string; props?: undefined } | { problem: null; props: Record<string, unknown> };

/** Results per widget, then per props object: the same props may be judged differently by two widgets. */
const cache = new WeakMap<WidgetEntry, WeakMap<object, CheckedProps>>();

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
  if (cached) return cached;
  const validate = loadedValidator(entry);
  if (!validate) throw new Error(`[qsh renderer] props validator of "${entry.type}" used before it loaded`);
  const copy = copyJson(props) as Record<string, unknown>;
  let checked: CheckedProps;
  if (validate(copy)) checked = { problem: null, props: copy };
  else {
    const error = validate.errors?.[0];
    checked = { problem: `invalid props: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'rejected'}` };
  }
  if (!byProps) cache.set(entry, (byProps = new WeakMap()));
  byProps.set(props, checked);
  return checked;
}

const filled = new WeakMap<WidgetEntry, WeakMap<object, CheckedProps>>();

/**
 * Props of a page checked at build time (`npm run build` runs the checker on every bundled page):
 * a copy with the props schema's defaults filled in, without running the validator again. The
 * chunk must have loaded. Cached like checkProps.
 */
export function fillProps(entry: WidgetEntry, props: Record<string, unknown>): CheckedProps {
  let byProps = filled.get(entry);
  const cached = byProps?.get(props);
  if (cached) return cached;
  const copy = copyJson(props) as Record<string, unknown>;
  fillDefaults(copy, loadedDefaults(entry));
  const result: CheckedProps = { problem: null, props: copy };
  if (!byProps) filled.set(entry, (byProps = new WeakMap()));
  byProps.set(props, result);
  return result;
}

/** The problem checkProps finds, or null. */
export function propsProblem(entry: WidgetEntry, props: Record<string, unknown>): string | null {
  return checkProps(entry, props).problem;
}
