import { apiContract } from './api-contract';
import { didYouMean } from './did-you-mean';
import type { Problem } from './problem';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A page's `call` action with an apiCode: the apiCode exists and its contract marks it
 * `"pageCallable": true`; its params name only request fields and give every required one; the
 * data sources its `reload`s name are the page's.
 */
export function callActionProblems(file: string, obj: Obj, pointer: string, sources: ReadonlySet<string>): Problem[] {
  if (obj.kind !== 'call' || typeof obj.api !== 'string') return [];
  const api = apiContract().get(obj.api);
  if (!api) return [{ file, pointer: `${pointer}/api`, message: `unknown apiCode "${obj.api}" (not in schemas/api/)${didYouMean(obj.api, apiContract().keys())}` }];
  if (api.pageCallable !== true) {
    return [{ file, pointer: `${pointer}/api`, message: `apiCode ${api.apiCode} is not callable from pages: its contract (schemas/api/${api.apiCode}.json) has no "pageCallable": true` }];
  }
  const problems: Problem[] = [];
  const request = api.request as { properties?: Obj; required?: string[]; additionalProperties?: unknown };
  const params = isObj(obj.params) ? obj.params : {};
  const known = Object.keys(request.properties ?? {});
  for (const name of request.required ?? []) {
    if (!(name in params)) problems.push({ file, pointer: `${pointer}/params`, message: `apiCode ${api.apiCode} needs "${name}" in params` });
  }
  if (request.additionalProperties === false) {
    for (const name of Object.keys(params)) {
      if (!known.includes(name)) problems.push({ file, pointer: `${pointer}/params/${name}`, message: `apiCode ${api.apiCode} has no request field "${name}"${didYouMean(name, known)}` });
    }
  }
  for (const then of ['onSuccess', 'onFailure'] as const) {
    const reload = isObj(obj[then]) ? (obj[then] as Obj).reload : undefined;
    if (!Array.isArray(reload)) continue;
    reload.forEach((name, i) => {
      if (typeof name === 'string' && !sources.has(name)) problems.push({ file, pointer: `${pointer}/${then}/reload/${i}`, message: `data source "${name}" is not defined in the page's "data"${didYouMean(name, sources)}` });
    });
  }
  return problems;
}
