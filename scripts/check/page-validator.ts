import Ajv, { type ValidateFunction } from 'ajv';
import { AJV_OPTIONS, EDITOR_KEYWORDS } from '../../src/renderer/schema/ajv-options';
import { buildPageSchema } from '../../src/renderer/schema/page-schema';
import { widgetCatalog as widgetEntries } from '../../widgets/catalog';
import { apiContract } from './api-contract';

let cached: ValidateFunction | undefined;

/** The apiCodes as the page schema needs them (title, request schema). */
export function contractApis() {
  return [...apiContract().values()].map((a) => ({ apiCode: a.apiCode, title: a.title, request: a.request as { readonly [key: string]: unknown } }));
}

/**
 * The full page validator (props and the gateway contract included: data sources name a known
 * apiCode, params follow its request schema), compiled once per process. Route targets are
 * checked by the page rules instead (with a did-you-mean), so it takes no routes.
 */
export function pageValidator(): ValidateFunction {
  cached ??= new Ajv({ ...AJV_OPTIONS, verbose: true, keywords: [...EDITOR_KEYWORDS] }).compile(buildPageSchema(widgetEntries, true, { apis: contractApis() }));
  return cached;
}

/** The full page validator if this process has compiled it already (compiling takes about a second), else undefined. */
export const compiledPageValidator = (): ValidateFunction | undefined => cached;
