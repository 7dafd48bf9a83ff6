import Ajv, { type ValidateFunction } from 'ajv';
import { AJV_OPTIONS } from '../../src/renderer/schema/ajv-options';
import { buildPageSchema } from '../../src/renderer/schema/page-schema';
import { widgetCatalog as widgetEntries } from '../../widgets/catalog';

let cached: ValidateFunction | undefined;

/** The full page validator (props included), compiled once per process. */
export function pageValidator(): ValidateFunction {
  cached ??= new Ajv(AJV_OPTIONS).compile(buildPageSchema(widgetEntries));
  return cached;
}
