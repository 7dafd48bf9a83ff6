import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../../src/renderer/schema/ajv-options';
import { widgetCatalog } from '../../widgets/catalog';
import type { WidgetDemo } from '../../widgets/demo-types';

const ajv = new Ajv({ ...AJV_OPTIONS, strictRequired: false });

describe('widget demos (the console gallery and docs/widgets.md show them)', () => {
  it("give each widget data its data schema admits, so an example is what the widget's data source answers", async () => {
    const refused: [string, unknown][] = [];
    for (const entry of widgetCatalog) {
      if (!entry.dataSchema) continue;
      const { demo } = (await import(`../../widgets/${entry.type}/demo.ts`)) as { demo?: WidgetDemo<unknown> };
      if (demo?.data === undefined) continue;
      const validate = ajv.compile(entry.dataSchema);
      if (!validate(structuredClone(demo.data))) refused.push([entry.type, validate.errors?.[0]]);
    }
    expect(refused).toEqual([]);
  });
});
