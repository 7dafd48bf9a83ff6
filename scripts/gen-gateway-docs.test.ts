import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readApiFiles } from './gen-api-contract';
import { DOC_FILE, renderDocs } from './gen-gateway-docs';

describe('docs/gateway-api.md', () => {
  it('is up to date with schemas/api (run node --import tsx scripts/gen-gateway-docs.ts)', () => {
    expect(readFileSync(DOC_FILE, 'utf8')).toBe(renderDocs(readApiFiles()));
  });
});
