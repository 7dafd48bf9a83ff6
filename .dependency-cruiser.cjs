/**
 * Import boundaries of docs/architecture.md (Layers), checked by `npm run lint`:
 *   lib <- services <- stores <- actions <- renderer <- app, and widgets in between;
 *   ui (shared loading, empty and error views, tappable rows) sits on lib, for forms, widgets, renderer and app.
 * A layer may import itself and the layers to its left, never the ones to its right.
 */
const layer = (name, mayImport) => ({
  name: `layer-${name}`,
  comment: `src/${name} may only import ${mayImport.join(', ') || 'nothing else in src'} (docs/architecture.md, Layers).`,
  severity: 'error',
  from: { path: `^src/${name}/` },
  to: {
    path: '^(src|widgets|server)/',
    pathNot: [`^src/${name}/`, ...mayImport.map((m) => `^${m}/`)],
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order fragile and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    layer('lib', []),
    layer('ui', ['src/lib']),
    layer('services', ['src/lib']),
    layer('stores', ['src/lib', 'src/services']),
    layer('actions', ['src/lib', 'src/services', 'src/stores']),
    layer('forms', ['src/lib', 'src/ui', 'src/services']),
    layer('renderer', ['src/lib', 'src/ui', 'src/services', 'src/stores', 'src/actions', 'src/forms', 'widgets']),
    {
      name: 'contract-schemas-stay-out-of-the-browser',
      comment: "The API contract's schemas (schemas/api/contract.gen.ts) are for props.schema.ts files (build-time checks, the console) and the gateway; browser code imports its types only, so no widget or app chunk carries the contract.",
      severity: 'error',
      from: { path: '^(src|widgets)/', pathNot: ['props\\.schema\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^schemas/api/contract\\.gen', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'widgets-stay-presentational',
      comment: 'Widgets receive data and onAction from the renderer; they import only lib, ui, forms, stores/context and action types.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(src|server)/', pathNot: ['^src/lib/', '^src/ui/', '^src/forms/', '^src/stores/context', '^src/actions/types'] },
    },
    {
      name: 'app-code-never-imports-server',
      severity: 'error',
      from: { path: '^(src|widgets)/' },
      to: { path: '^server/' },
    },
    {
      name: 'app-code-never-imports-checker',
      comment: 'checker/ (the page checker shared by scripts, the gateway and the console API) reads files with node:fs; the browser runs the precompiled validators instead.',
      severity: 'error',
      from: { path: '^(src|widgets)/' },
      to: { path: '^checker/' },
    },
    {
      name: 'server-never-imports-app-code',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|widgets)/' },
    },
  ],
  options: {
    // Generated files are checked as what they are imported as, not followed into.
    doNotFollow: { path: '(node_modules|\\.gen\\.)' },
    exclude: { path: '(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
