import type { ValidateFunction } from 'ajv';
import { propsValidatorLoaders } from './props-validators/index.gen.js';

const cache = new WeakMap<object, string | null>();
/** Loaded validators by widget type; null when the type has none. */
const ready = new Map<string, ValidateFunction | null>();
const pending = new Map<string, Promise<void>>();

/**
 * Loads a widget type's precompiled props validator (its own small chunk), once. Call it as soon
 * as a page's widget types are known, so it loads in parallel with the widget chunks. A failed
 * load rejects (the block is then contained by its error boundary) and may be retried.
 */
export function loadPropsValidator(type: string): Promise<void> {
  if (ready.has(type)) return Promise.resolve();
  let promise = pending.get(type);
  if (!promise) {
    const load = Object.hasOwn(propsValidatorLoaders, type) ? propsValidatorLoaders[type] : undefined;
    promise = (load ? load() : Promise.resolve(null)).then(
      (validate) => {
        ready.set(type, validate ?? null);
        pending.delete(type);
      },
      (error: unknown) => {
        pending.delete(type);
        throw error;
      },
    );
    pending.set(type, promise);
  }
  return promise;
}

/** Whether propsProblem can check this type now (its validator has loaded). */
export function propsValidatorReady(type: string): boolean {
  return ready.has(type);
}

/**
 * Checks resolved props with the widget's precompiled validator; returns a message or null.
 * The validator must have loaded (loadPropsValidator). Results are cached per props object,
 * so static props are checked once per page load.
 */
export function propsProblem(type: string, props: Record<string, unknown>): string | null {
  const cached = cache.get(props);
  if (cached !== undefined) return cached;
  const validate = ready.get(type);
  if (validate === undefined) throw new Error(`[qsh renderer] props validator of "${type}" used before it loaded`);
  let problem: string | null = null;
  if (validate && !validate(props)) {
    const error = validate.errors?.[0];
    problem = `invalid props: ${error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'rejected'}`;
  }
  cache.set(props, problem);
  return problem;
}
