import { loadedValidator } from '@widgets/registry';
import type { WidgetEntry } from '@widgets/types';

const cache = new WeakMap<object, string | null>();

/**
 * Checks resolved props with the widget's precompiled validator (shipped in the widget's own
 * chunk); returns a message or null. The chunk must have loaded (loadWidget). Results are
 * cached per props object, so static props are checked once per page load.
 */
export function propsProblem(entry: WidgetEntry, props: Record<string, unknown>): string | null {
  const cached = cache.get(props);
  if (cached !== undefined) return cached;
  const validate = loadedValidator(entry);
  if (!validate) throw new Error(`[qsh renderer] props validator of "${entry.type}" used before it loaded`);
  let problem: string | null = null;
  if (!validate(props)) {
    const error = validate.errors?.[0];
    problem = `invalid props: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'rejected'}`;
  }
  cache.set(props, problem);
  return problem;
}
