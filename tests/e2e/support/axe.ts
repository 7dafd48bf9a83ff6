import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);
/** Rules that fail a screen whatever impact axe gives them: a page that cannot be zoomed (WCAG 1.4.4; axe says moderate). */
const ALWAYS_BLOCKING = new Set(['meta-viewport']);

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
}

/** Runs axe on the page as it is now; a readable list of its serious and critical violations (and those of ALWAYS_BLOCKING's rules), or undefined. */
export async function accessibilityProblems(page: Page, label = page.url()): Promise<string | undefined> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? '') || ALWAYS_BLOCKING.has(v.id));
  return blocking.length > 0 ? `Accessibility violations on ${label}:\n${blocking.map(describe).join('\n')}` : undefined;
}

/** Serious and critical axe violations on the page as it is now fail with a readable list. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const problems = await accessibilityProblems(page, label);
  if (problems) throw new Error(problems);
}
