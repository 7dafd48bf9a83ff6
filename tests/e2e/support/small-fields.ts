import type { Page } from 'playwright-core';

/** Inputs a customer types into (a checkbox, radio, range or button takes no text). */
const TEXT_FIELDS = 'textarea, input:not([type]), input[type="text"], input[type="tel"], input[type="number"], input[type="password"], input[type="search"], input[type="email"], input[type="url"]';

/**
 * Text fields whose text is under 16 px. The page can be zoomed (WCAG 1.4.4), and iOS Safari then
 * zooms into such a field when it takes focus, leaving the customer to zoom out again after every
 * field. A field the page shows is counted even when it is see-through (a field under a keypad of
 * our own still takes the focus). Returns one line, or undefined.
 */
export async function smallTextFields(page: Page, label: string): Promise<string | undefined> {
  const found = await page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => `${el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? (el.id || el.tagName.toLowerCase())} (${getComputedStyle(el).fontSize})`);
  }, TEXT_FIELDS);
  return found.length > 0 ? `${label}: text fields under 16 px (iOS zooms into them on focus): ${found.join(', ')}` : undefined;
}
