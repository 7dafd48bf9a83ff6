import { errors, type Locator, type Page } from 'playwright-core';
import { accessibilityProblems } from './axe';
import { offScreenTexts } from './off-screen';
import { smallTextFields } from './small-fields';
import type { ShellName } from './browser';
import { routeNameOf } from './route-names';
import { saveScreenshot } from './screenshots';

/** Waits until React has mounted something into #root. */
export async function waitForMount(page: Page, timeout = 20_000): Promise<void> {
  // The HTML's first-screen preview (a picture of the page with the same texts) has given way to the live page.
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0 && !document.getElementById('qsh-preview'), undefined, { timeout });
}

/** The bottom tab bar (nav landmark 底部导航). */
export const tabBar = (page: Page): Locator => page.getByRole('navigation', { name: '底部导航' });

/** The nav bar title (the page's h1). */
export const navTitle = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 1, name });

/** The open modal dialog that shows this catalogue text. */
export const dialogWith = (page: Page, text: string): Locator => page.getByRole('dialog').filter({ hasText: text });

/** Overlays antd-mobile animates in (react-spring sets their opacity frame by frame). */
const ANIMATED_OVERLAYS = '.adm-mask, .adm-center-popup-body, .adm-popup-body, .adm-toast-main';

/**
 * Waits until the screen's data has loaded (no request for 500 ms) and every overlay has finished
 * animating in or out, so contrast checks see the colours a user sees, not a half-faded dialog, and
 * the off-screen check does not see a popup halfway through sliding away: a shown popup's panel
 * sits wholly inside the screen.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((el) => {
        const style = getComputedStyle(el);
        if (style.display === 'none') return true;
        if (!el.classList.contains('adm-popup-body')) return style.opacity === '1';
        const box = el.getBoundingClientRect();
        return box.left >= -1 && box.right <= window.innerWidth + 1 && box.bottom <= window.innerHeight + 1;
      }),
    ANIMATED_OVERLAYS,
    { timeout: 5_000 },
  );
  await waitForContent(page);
}

/**
 * Waits, up to 5 s, until nothing in view is still loading: no skeleton (`aria-busy`, every
 * loading block's view) and every picture loaded (antd-mobile's Image shows its `.adm-image-tip`
 * placeholder until then, and a lazy one until it is asked for). So a screenshot, and the checks
 * after it, see the screen a user sees rather than grey boxes: `networkidle` alone does not wait
 * after a tap (it is reached once per page load), and a skeleton can outlast it while a widget's
 * code loads. What is still loading after 5 s (a picture that never loads: its fallback is the same
 * tip) only costs the wait; the test's own assertions judge the screen.
 */
async function waitForContent(page: Page): Promise<void> {
  const loaded = () => {
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    if ([...document.querySelectorAll('[aria-busy="true"]')].some(inView)) return false;
    return [...document.images].every((img) => img.complete || !inView(img.closest('.adm-image') ?? img)) && ![...document.querySelectorAll('.adm-image-tip')].some(inView);
  };
  await page.waitForFunction(loaded, undefined, { timeout: 5_000 }).catch(async (error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const pending = await page.evaluate(() => `${document.querySelectorAll('[aria-busy="true"]').length} skeletons, ${document.querySelectorAll('.adm-image-tip').length} picture placeholders`);
    console.warn(`[e2e] ${new URL(page.url()).pathname} still loading after 5 s (${pending} in the page)`);
  });
}

/** Once the screen has settled: saves a screenshot (with E2E_SCREENSHOTS=1), then checks that no text runs off the side of the screen, that no text field is small enough for iOS to zoom into it, and the screen's accessibility. */
export async function checkScreen(page: Page, shell: ShellName, name: string): Promise<void> {
  const problems = await screenProblems(page, shell, name);
  if (problems) throw new Error(problems);
}

/**
 * The accessibility problems of a settled screen. A problem seen once is looked at again after a
 * moment: on a loaded machine a dialog can still be fading in (or a closing one fading out) when
 * the overlays first read as settled, and axe then measures blended colours. What is still there
 * the second time is a real problem.
 */
async function settledProblems(page: Page, label: string): Promise<string | undefined> {
  const first = await accessibilityProblems(page, label);
  if (!first) return undefined;
  await page.waitForTimeout(800);
  await waitForSettled(page);
  return accessibilityProblems(page, label);
}

/** The path (and query) the app is showing. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Waits for the app's URL path to be `path`, and for the page that was shown before to be gone
 * from view: the address changes as the router starts the navigation, and the old page stays on
 * screen until the new one commits. A kept-alive page is then hidden, not removed, so a test that
 * found a button on it in that moment (the same text on both pages) would hold a button that
 * never shows again. After this wait every page in view is the path's own (`.app-page[data-route]`,
 * its route name in schemas/pages), or none is (still loading, or an error view).
 */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  const started = Date.now();
  await page.waitForURL((url) => url.pathname === path, { timeout });
  const name = routeNameOf(path);
  if (!name) return;
  await page.waitForFunction(
    (route) => [...document.querySelectorAll('.app-page[data-route]')].every((el) => el.getAttribute('data-route') === route || !el.checkVisibility()),
    name,
    { timeout: Math.max(1, timeout - (Date.now() - started)) },
  );
}

/** Like checkScreen, but returns the accessibility problems instead of failing, so a journey can visit every screen first. */
export async function screenProblems(page: Page, shell: ShellName, name: string): Promise<string | undefined> {
  await waitForSettled(page);
  await saveScreenshot(page, shell, name);
  const label = `${name} (${shell})`;
  const problems = [await offScreenTexts(page, label), await smallTextFields(page, label), await settledProblems(page, label)].filter(Boolean);
  return problems.length > 0 ? problems.join('\n') : undefined;
}
