import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkModule } from '../../build/widget-modules';

const root = join(import.meta.dirname, '../..');
const runtimeFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return runtimeFiles(rel);
    return /\.(tsx?|js)$/.test(e.name) && !/\.test\.|\.d\.ts$/.test(e.name) && !rel.includes('/schema/') ? [rel] : [];
  });

describe('the browser bundle runs under CSP script-src self (no unsafe-eval)', () => {
  const files = [...runtimeFiles('src/renderer'), ...runtimeFiles('src/forms'), ...runtimeFiles('widgets')];

  it('uses precompiled validators: no runtime code imports the ajv compiler', () => {
    const offenders = files.filter((f) => /from ['"]ajv['"]|from ['"]ajv\/dist\/(?!runtime)/.test(readFileSync(join(root, f), 'utf8').replace(/import type[^;]+;/g, '')));
    expect(offenders).toEqual([]);
  });

  it('has no eval or new Function, including the generated validators', () => {
    const offenders = files.filter((f) => /new Function|\beval\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
    expect(files).toContain('src/forms/validators.gen.js');
    expect(files).toContain('src/renderer/validators.gen.js');
  });

  it('compiles each widget chunk (virtual:widget-chunk/<type>) to plain code with its validator', () => {
    for (const type of ['banner', 'text']) {
      const code = chunkModule(type) ?? '';
      expect(code).toContain('export const validate');
      expect(code).not.toMatch(/new Function|\beval\(|from ['"]ajv['"]|from ['"]ajv\/dist\/(?!runtime)/);
    }
  });
});
