import type { ErrorObject } from 'ajv';
import { atPointer, plainMessage } from './ajv-messages';
import type { Problem } from './problem';

const isNoise = (e: ErrorObject) => e.keyword === 'if' || e.schemaPath.includes('#/definitions/binding');

function unknownWidget(e: ErrorObject) {
  return e.keyword === 'enum' && /\/blocks\/\d+\/type$/.test(e.instancePath) && e.schemaPath.endsWith('/properties/type/enum');
}

/**
 * Turns ajv's errors for one page into problems an operator can act on: branch noise from
 * bindings, if/then and anyOf is dropped when a more precise error exists at or below it.
 */
export function schemaProblems(file: string, json: unknown, errors: readonly ErrorObject[]): Problem[] {
  const kept = errors.filter((e) => !isNoise(e));
  const precise = kept.filter(
    (e) => !(['anyOf', 'oneOf'].includes(e.keyword) && kept.some((o) => o !== e && !['anyOf', 'oneOf'].includes(o.keyword) && o.instancePath.startsWith(e.instancePath))),
  );
  const branchTypeNoise = (e: ErrorObject) =>
    e.keyword === 'type' && e.schemaPath.includes('/anyOf/') && precise.some((o) => o !== e && o.keyword !== 'type' && o.instancePath === e.instancePath);
  const seen = new Set<string>();
  return precise.filter((e) => !branchTypeNoise(e)).flatMap((e) => {
    const data = atPointer(json, e.instancePath);
    const message = unknownWidget(e) ? `unknown widget type ${JSON.stringify(data)}` : plainMessage(e, data);
    const key = `${e.instancePath} ${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ file, pointer: e.instancePath, message }];
  });
}
