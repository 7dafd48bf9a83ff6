import type { Page } from 'playwright-core';

type Point = { x: number; y: number };

/** Moves one finger from `from` to `to` in `steps` moves (CDP touch events: the browser makes its own pointer events from them). */
export async function drag(page: Page, from: Point, to: Point, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => [{ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id: 1 }];
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= steps; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** Pulls the page down with one finger, as a user does to refresh. */
export function pullToRefresh(page: Page, distance = 260): Promise<void> {
  return drag(page, { x: 195, y: 180 }, { x: 195, y: 180 + distance });
}
