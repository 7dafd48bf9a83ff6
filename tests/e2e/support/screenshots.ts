import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ShellName } from './browser';

const DIR = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

/** True when E2E_SCREENSHOTS=1: journeys then save each screen to docs/screenshots/<shell>/<name>.png. */
export const screenshotsEnabled = process.env.E2E_SCREENSHOTS === '1';

/** Saves the viewport at 390x844 CSS pixels (small PNGs) when screenshots are enabled; a no-op otherwise. */
export async function saveScreenshot(page: Page, shell: ShellName, name: string): Promise<void> {
  if (!screenshotsEnabled) return;
  const dir = `${DIR}${shell}`;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, scale: 'css', animations: 'disabled', caret: 'hide' });
}
