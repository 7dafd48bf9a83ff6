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
