import { widgetEntryOf } from '@widgets/registry';

/**
 * Whether a block's widget may be drawn on the server with these props (meta `prerender`): always
 * (`true`), or only when a named prop is set (`{ withProp }`: e.g. search, a plain bar with `link`,
 * whose in-place panel shows the device's search history).
 */
export function drawableOnServer(type: string, props: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = widgetEntryOf(type)?.prerender;
  if (flag === true) return true;
  return typeof flag === 'object' && flag !== null && props?.[flag.withProp] !== undefined;
}
