import { posix } from 'node:path';

/** What the bundler knows of a module (rolldown's ModuleInfo, the fields used here). */
export interface ModuleNode {
  code: string | null;
  importedIds: readonly string[];
}
export type ModuleLookup = (id: string) => ModuleNode | null;

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const FROM = String.raw`\s*from\s*["']([^"']+)["']`;
const IMPORT_NAMED = new RegExp(String.raw`import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?${FROM}`, 'g');
const IMPORT_ALL = new RegExp(String.raw`import\s*(?:[\w$]+\s*,\s*)?\*\s*as\s*[\w$]+${FROM}|export\s*\*(?:\s*as\s*[\w$]+)?${FROM}`, 'g');
const EXPORT_FROM = new RegExp(String.raw`export\s*\{([^}]*)\}${FROM}`, 'g');
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?/g;
const IMPORT_BARE = /import\s*["']([^"']+)["']/g;

/** `a as b, default as C` → [[a, b], [default, C]] (imported name, local or exported name). */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from!, to ?? from!] as const;
    });

/**
 * A barrel: a module of imports and re-exports only (antd-mobile's, antd-mobile-icons' and
 * ahooks' index files). Bundled with tree-shaking, an importer gets only the modules behind the
 * names it imports, so a closure that followed all of a barrel's imports would hold every
 * component of the library.
 */
export function isBarrel(code: string): boolean {
  const rest = code
    .replace(COMMENTS, '')
    .replace(new RegExp(String.raw`(import|export)[^;'"]*?${FROM}\s*;?`, 'g'), '')
    .replace(IMPORT_BARE, '')
    .replace(EXPORT_LIST, '')
    .trim();
  return rest.replace(/;/g, '').trim() === '';
}

/** The module a relative specifier of `from` names, among `from`'s imports. */
function resolveRelative(from: string, spec: string, imported: readonly string[]): string | undefined {
  const base = posix.join(posix.dirname(from.replace(/\\/g, '/')), spec).replace(/\.js$/, '');
  return imported.find((id) => {
    const norm = id.replace(/\\/g, '/').replace(/\?.*$/, '');
    return norm === base || norm === `${base}.js` || norm === `${base}.mjs` || norm === `${base}/index.js` || norm === `${base}/index.mjs`;
  });
}

/** The specifier each of a barrel's exported names comes from, and the specifiers it always loads (side-effect imports, `export *`). */
function barrelExports(code: string): { byName: Map<string, string>; always: string[] } {
  const clean = code.replace(COMMENTS, '');
  const byName = new Map<string, string>();
  const always: string[] = [];
  for (const m of clean.matchAll(EXPORT_FROM)) for (const [, exported] of specifiers(m[1]!)) byName.set(exported, m[2]!);
  const locals = new Map<string, string>();
  for (const m of clean.matchAll(IMPORT_NAMED)) {
    if (m[1]) locals.set(m[1], m[3]!);
    for (const [, local] of specifiers(m[2] ?? '')) locals.set(local, m[3]!);
  }
  for (const m of clean.replace(EXPORT_FROM, '').matchAll(EXPORT_LIST)) {
    for (const [local, exported] of specifiers(m[1]!)) {
      const spec = locals.get(local);
      if (spec) byName.set(exported, spec);
    }
  }
  for (const m of clean.matchAll(IMPORT_ALL)) always.push((m[1] ?? m[2])!);
  for (const m of clean.matchAll(IMPORT_BARE)) always.push(m[1]!);
  return { byName, always };
}

/** The names a module imports from a bare package specifier, or `'all'` (a namespace import, a re-export of everything). */
function namesImportedFrom(code: string, pkg: string): Set<string> | 'all' {
  const clean = code.replace(COMMENTS, '');
  const names = new Set<string>();
  for (const m of clean.matchAll(IMPORT_ALL)) if ((m[1] ?? m[2]) === pkg) return 'all';
  for (const m of clean.matchAll(IMPORT_NAMED)) {
    if (m[3] !== pkg) continue;
    if (m[1]) names.add('default');
    for (const [imported] of specifiers(m[2] ?? '')) names.add(imported);
  }
  for (const m of clean.matchAll(EXPORT_FROM)) if (m[2] === pkg) for (const [imported] of specifiers(m[1]!)) names.add(imported);
  // Imported under another specifier (a subpath, an alias): follow the barrel whole.
  return names.size > 0 ? names : 'all';
}

/** The package a node_modules module id belongs to (`antd-mobile`, `@use-gesture/react`). */
function packageOf(id: string): string | undefined {
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return m?.[1]?.replace(/\\/g, '/');
}

/**
 * The modules that `roots` need, their static imports followed — except that, at a package's
 * barrel, only the modules behind the names the importer takes are followed (as tree-shaking
 * does). Anything it cannot read (an `export *`, a namespace import) it follows whole, so the
 * result holds at least what the bundle gives those roots.
 */
export function neededModules(roots: readonly string[], lookup: ModuleLookup): Set<string> {
  const seen = new Set<string>();
  const barrelCache = new Map<string, ReturnType<typeof barrelExports> | null>();
  const barrel = (id: string) => {
    if (!barrelCache.has(id)) {
      const code = lookup(id)?.code ?? null;
      barrelCache.set(id, code !== null && id.includes('node_modules') && isBarrel(code) ? barrelExports(code) : null);
    }
    return barrelCache.get(id) ?? null;
  };
  const visitNames = (barrelId: string, names: Set<string> | 'all') => {
    const info = barrel(barrelId);
    const node = lookup(barrelId);
    if (!info || !node || names === 'all') return visit(barrelId);
    const specs = [...info.always, ...[...names].map((name) => info.byName.get(name)).filter((s): s is string => s !== undefined)];
    if ([...names].some((name) => !info.byName.has(name))) return visit(barrelId);
    for (const spec of specs) {
      const target = spec.startsWith('.') ? resolveRelative(barrelId, spec, node.importedIds) : undefined;
      if (target === undefined) return visit(barrelId);
      visit(target);
    }
  };
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = lookup(id);
    if (!node) return;
    for (const dep of node.importedIds) {
      const pkg = packageOf(dep);
      if (pkg !== undefined && barrel(dep) && packageOf(id) !== pkg && node.code !== null) visitNames(dep, namesImportedFrom(node.code, pkg));
      else visit(dep);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}
