import { readFileSync } from 'node:fs';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a chunk group's name for a group's chunk, build/chunk-groups.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const path = `${distDir}/.vite/manifest.json`;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`[bench] cannot read ${path} (enable build.manifest in vite.config.ts and run npm run build): ${(error as Error).message}`);
  }
}

/** The HTML entry (index.html) of the app. */
export function entryKey(manifest: Manifest): string {
  // index.html is the customer app; ops/index.html (the operator console) is never a customer's first load.
  const key = (manifest['index.html']?.isEntry ? 'index.html' : undefined) ?? Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('.html') && !k.startsWith('ops/')) ?? Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('[bench] the manifest has no entry chunk');
  return key;
}

/** Output files (JS and CSS) loaded up front for the given chunks: each chunk and its static imports, recursively. */
export function staticClosure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return { js, css };
}
