/**
 * Generates schemas/page.schema.json (the JSON Schema operators' editors load) from the route
 * schema, the action schema and every registered widget's props schema.
 * Run: npm run schemas:gen   (npm run schemas:check fails when the committed file is stale)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageSchema } from '../src/renderer/schema/page-schema';
import { widgetCatalog as widgetEntries } from '../widgets/catalog';

export const PAGE_SCHEMA_FILE = 'schemas/page.schema.json';

/** The exact text page.schema.json must have. */
export function renderPageSchema(): string {
  return JSON.stringify(buildPageSchema(widgetEntries), null, 2) + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(join(root, PAGE_SCHEMA_FILE), renderPageSchema());
  console.log(`wrote ${PAGE_SCHEMA_FILE}`);
}
