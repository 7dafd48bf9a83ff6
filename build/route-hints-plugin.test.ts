import type { Rollup } from 'vite';
import { expect, it } from 'vitest';
import { routeHints, runtimeHints } from './route-hints-plugin';
import { widgetChunkId } from './widget-ids';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], moduleIds = facadeModuleId ? [facadeModuleId] : []) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  moduleIds,
  imports,
  dynamicImports: [],
});
const bundle = Object.fromEntries(
  [
    chunk('assets/main.js', '/app/index.html', ['assets/runtime.js']),
    chunk('assets/runtime.js', null),
    chunk('assets/start.js', '/app/src/app/start.tsx', ['assets/runtime.js', 'assets/react.js']),
    chunk('assets/react.js', null),
    chunk('assets/index-page.js', '/app/schemas/pages/index.json'),
    chunk('assets/banner.js', widgetChunkId('banner'), ['assets/image.js']),
    chunk('assets/image.js', null),
    chunk('assets/text.js', widgetChunkId('text')),
    chunk('assets/form.js', widgetChunkId('form')),
    chunk('assets/validators.js', '/app/src/renderer/validators.gen.js', ['assets/runtime.js']),
  ].map((c) => [c.fileName, c]),
) as unknown as Rollup.OutputBundle;

const home = {
  file: '/app/schemas/pages/index.json',
  json: {
    route: { path: '/', name: 'home', login: 'optional' },
    blocks: [
      { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' } } },
      { type: 'text', data: { api: 'XX002', params: { id: { $query: 'id' } } } },
      ...Array.from({ length: 12 }, () => ({ type: 'text' })),
      { type: 'form' },
    ],
  },
};

it("lists a route's JS graph (start chunk with the renderer first, page, first-screen widgets, static imports followed), without index.html's own", () => {
  const hint = routeHints(bundle, '/app/index.html', [home])['/'];
  expect(hint?.js).toEqual(['assets/start.js', 'assets/react.js', 'assets/index-page.js', 'assets/banner.js', 'assets/image.js', 'assets/text.js']);
});

it('lists the first-screen requests that hold no binding: the same for every guest', () => {
  expect(routeHints(bundle, '/app/index.html', [home])['/']).toMatchObject({ name: 'home', login: 'optional', data: [{ api: 'BA006', params: { position: 'HOME_BANNER' } }] });
});

it('embeds no answer for a block under a condition: it may appear later (a between window opening) and must then ask the gateway', () => {
  const timed = {
    file: '/app/schemas/pages/index.json',
    json: {
      route: { path: '/', name: 'home', login: 'optional' },
      data: { coupons: { api: 'AC004', params: { batch: 'FESTIVAL' } } },
      blocks: [
        { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' } } },
        { type: 'text', when: { between: { from: '2027-06-01 00:00:00' } }, data: 'coupons' },
      ],
    },
  };
  expect(routeHints(bundle, '/app/index.html', [timed])['/']?.data).toEqual([{ api: 'BA006', params: { position: 'HOME_BANNER' } }]);
});

it('lists a first-screen widget whose entry shares a chunk with other widgets (a chunk without a facade module)', () => {
  const merged = Object.fromEntries(
    Object.entries(bundle as Record<string, unknown>)
      .filter(([file]) => file !== 'assets/banner.js' && file !== 'assets/text.js')
      .concat([['assets/first-screen.js', chunk('assets/first-screen.js', null, ['assets/image.js'], [widgetChunkId('banner'), '/app/widgets/banner/Banner.tsx', widgetChunkId('text')])]]),
  ) as unknown as Rollup.OutputBundle;
  const hint = routeHints(merged, '/app/index.html', [home])['/'];
  expect(hint?.js).toEqual(['assets/start.js', 'assets/react.js', 'assets/index-page.js', 'assets/first-screen.js', 'assets/image.js']);
});

it("lists for pages the build never saw (published ones) the shell's files and each widget's files, without index.html's own", () => {
  expect(runtimeHints(bundle, '/app/index.html')).toEqual({
    shell: { js: ['assets/start.js', 'assets/react.js'], css: [] },
    widgets: {
      banner: { js: ['assets/banner.js', 'assets/image.js'], css: [] },
      form: { js: ['assets/form.js'], css: [] },
      text: { js: ['assets/text.js'], css: [] },
    },
  });
});
