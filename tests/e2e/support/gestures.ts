import type { Page } from 'playwright-core';

/** Pulls the page down with one finger (CDP touch events), as a user does to refresh. */
export async function pullToRefresh(page: Page, distance = 260): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const startY = 180;
  const point = (y: number) => [{ x, y, id: 1 }];
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startY) });
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(startY + (distance * i) / steps) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
