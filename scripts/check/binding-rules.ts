import { BINDING_KEYS } from '../../src/renderer/schema/binding.schema';
import { didYouMean } from './did-you-mean';
import type { Problem } from './problem';
import { storePathProblem } from './store-shape';
import { walkObjects } from './walk';

/** Static data (`"value"` of a data source) is the widget's data, not bindings: it is not looked into. */
const inStaticData = (pointer: string) => /\/data(\/[^/]+)?\/value(\/|$)/.test(pointer);

/** The `:name` parameters of a route path. */
const pathParams = (routePath: unknown) => (typeof routePath === 'string' ? routePath.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1)) : []);

/**
 * Bindings anywhere in a page: an object whose one key (besides `default`) starts with `$` must be
 * one of the four binding keys (`$qurey` is named, with a did-you-mean); `$user` / `$app` must read
 * a name the stores have, `$param` a parameter of the page's route path.
 */
export function bindingProblems(file: string, json: unknown): Problem[] {
  const problems: Problem[] = [];
  const params = pathParams((json as { route?: { path?: unknown } } | undefined)?.route?.path);
  walkObjects(json, (obj, pointer) => {
    if (!pointer || inStaticData(pointer)) return;
    const keys = Object.keys(obj).filter((k) => k !== 'default');
    const dollar = keys.filter((k) => k.startsWith('$'));
    if (dollar.length === 1 && keys.length > 1) {
      const extra = keys.filter((k) => k !== dollar[0]);
      problems.push({ file, pointer, message: `a binding has one source key and an optional "default"; unknown ${extra.map((k) => `"${k}"`).join(', ')}${didYouMean(extra[0]!, ['default'])}` });
      return;
    }
    if (keys.length !== 1 || !keys[0]!.startsWith('$')) return;
    const key = keys[0]!;
    const name = obj[key];
    if (!(BINDING_KEYS as readonly string[]).includes(key)) {
      problems.push({ file, pointer, message: `unknown binding "${key}"${didYouMean(key, BINDING_KEYS)} (bindings: ${BINDING_KEYS.join(', ')})` });
      return;
    }
    if (typeof name !== 'string') return; // the schema reports it
    if (key === '$user' || key === '$app') {
      const problem = storePathProblem(key, name);
      if (problem) problems.push({ file, pointer: `${pointer}/${key}`, message: `${problem.reason}${didYouMean(name, problem.known)}` });
    }
    if (key === '$param' && !params.includes(name)) {
      const route = (json as { route?: { path?: unknown } }).route?.path;
      problems.push({ file, pointer: `${pointer}/$param`, message: `route path ${JSON.stringify(route)} has no parameter ":${name}"${didYouMean(name, params)}` });
    }
  });
  return problems;
}
