import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import type { ShellName } from './browser';
import { saveScreenshot } from './screenshots';

/** The app theme's primary red (src/app/theme.css): 4.35:1 on white, just under AA's 4.5. */
const THEME_PRIMARY = '#e5322d';

/**
 * Problems that belong to the app shell, not to the journey's screens, reported once to the shell's
 * owner: the theme's primary colour contrast and the nav bar's nested back button. They are printed
 * as warnings here; every other serious or critical violation fails the journey.
 */
function isShellIssue(violation: Result, node: Result['nodes'][number]): boolean {
  if (violation.id === 'nested-interactive') return node.target.join(' ').includes('.adm-nav-bar');
  if (violation.id === 'color-contrast') return (node.failureSummary ?? '').includes(THEME_PRIMARY);
  return false;
}

/** Screenshot (when enabled) and accessibility check of a journey screen. */
export async function checkJourneyScreen(page: Page, shell: ShellName, name: string): Promise<void> {
  // Toasts (验证码已发送, 加载中...) fade out; check the screen as the user then sees it.
  await page.locator('.adm-toast-mask').first().waitFor({ state: 'detached' });
  await saveScreenshot(page, shell, name);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const own: string[] = [];
  const shellOnly: string[] = [];
  for (const v of serious) {
    for (const node of v.nodes) (isShellIssue(v, node) ? shellOnly : own).push(`[${v.impact}] ${v.id}: ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
  }
  if (shellOnly.length) console.warn(`[e2e] ${name}: ${shellOnly.length} app-shell accessibility issue(s) (theme primary contrast, nav bar back button)`);
  if (own.length) throw new Error(`Accessibility violations on ${name} (${shell}):\n  ${own.join('\n  ')}`);
}
