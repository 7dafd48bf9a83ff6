import { propsValidators } from './validators.gen.js';

const cache = new WeakMap<object, string | null>();

/**
 * Checks resolved props with the widget's precompiled validator; returns a message or null.
 * Results are cached per props object, so static props are checked once per page load.
 */
export function propsProblem(type: string, props: Record<string, unknown>): string | null {
  const cached = cache.get(props);
  if (cached !== undefined) return cached;
  const validate = propsValidators[type];
  let problem: string | null = null;
  if (validate && !validate(props)) {
    const error = validate.errors?.[0];
    problem = `invalid props: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'rejected'}`;
  }
  cache.set(props, problem);
  return problem;
}
