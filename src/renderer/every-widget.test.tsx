import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';
import { assembleRegistry, defineWidget } from '@widgets/define-widget';
import type { WidgetDemo } from '@widgets/demo-types';
import { widgetCatalog } from '@widgets/catalog';
import { widgetEntries, widgetRegistry } from '@widgets/registry';

const demos = import.meta.glob<{ demo: WidgetDemo<unknown> }>('../../widgets/*/demo.ts', { eager: true });
const demoOf = (type: string) => demos[`../../widgets/${type}/demo.ts`]?.demo;

describe('every registered widget', () => {
  it.each(widgetEntries.map((e) => e.type))('%s renders its demo on a page', async (type) => {
    const demo = demoOf(type);
    expect(demo, `widgets/${type}/demo.ts`).toBeDefined();
    const block = { type, props: demo!.props, ...(demo!.data !== undefined ? { data: 'demo' } : {}), ...(demo!.blocks ? { blocks: demo!.blocks } : {}) };
    const page = pageOf([block], demo!.data !== undefined ? { data: { demo: { api: 'XX001' } } } : {});
    const { report } = renderPage(page, { callRaw: () => Promise.resolve(demo!.data) });
    const want = demo!.expect;
    if ('alt' in want) expect(await screen.findByAltText(want.alt)).toBeInTheDocument();
    else await waitFor(() => expect(document.body.textContent).toContain(want.text));
    expect(report).not.toHaveBeenCalled();
  });

  // A widget that says `ownEmpty` is handed the empty answer instead of the renderer's 暂无数据
  // (src/renderer/DataBlock.tsx): it must then draw an empty state of its own, not crash or draw nothing.
  const ownEmpty = widgetEntries.filter((e) => e.ownEmpty).map((e) => e.type);
  it.each(ownEmpty.flatMap((type) => [[type, { list: [] }], [type, []]] as const))('%s, declaring ownEmpty, draws its own empty state for %j', async (type, empty) => {
    const demo = demoOf(type)!;
    const page = pageOf([{ type, props: demo.props, data: 'demo' }], { data: { demo: { api: 'XX001' } } });
    const { report } = renderPage(page, { callRaw: () => Promise.resolve(empty) });
    await waitFor(() => expect(document.querySelector('.adm-error-block-description, .adm-error-block-title')).not.toBeNull());
    expect(document.body.textContent, 'the renderer\'s own empty view').not.toContain('暂无数据');
    expect(report).not.toHaveBeenCalled();
  });

  it('has a props schema that rejects unknown props', () => {
    for (const entry of widgetCatalog) expect(entry.propsSchema.additionalProperties, entry.type).toBe(false);
  });
});

describe('the registry', () => {
  it('is one object keyed by widget type', () => {
    expect(Object.keys(widgetRegistry)).toEqual(widgetEntries.map((e) => e.type));
  });

  it('lists the same widgets as the build-time catalog, without props schemas or docs', () => {
    expect(widgetCatalog.map((w) => w.type)).toEqual(widgetEntries.map((e) => e.type));
    for (const entry of widgetEntries) {
      expect(entry).not.toHaveProperty('propsSchema');
      expect(entry).not.toHaveProperty('description');
    }
  });

  it('refuses a widget type registered twice', () => {
    const load = async () => ({ component: () => null, validate: () => true });
    const twice = [defineWidget({ type: 'x', data: 'none' }, load), defineWidget({ type: 'x', data: 'none' }, load)];
    expect(() => assembleRegistry(twice)).toThrow('[qsh renderer] widget type "x" is registered twice.');
  });
});
