import type { Page } from 'playwright-core';

/**
 * Texts a customer cannot read whole because they run past the left or right edge of the screen:
 * a row whose amounts and tags are pushed out by its neighbours, a table wider than the phone.
 * Text inside an element that clips or scrolls sideways on purpose (a carousel, a horizontal list,
 * a notice bar, a title cut with an ellipsis: any ancestor whose `overflow-x` is not `visible`) is
 * not counted; that element decides what shows. Returns one line per text, or undefined.
 */
export async function offScreenTexts(page: Page, label: string): Promise<string | undefined> {
  const texts = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipsOnPurpose = (el: Element | null): boolean => {
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner || !owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const outside = [...range.getClientRects()].some((r) => r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1));
      if (outside && !clipsOnPurpose(owner)) found.push(text.slice(0, 40));
    }
    return found;
  });
  return texts.length > 0 ? `${label}: text runs off the side of the screen: ${texts.map((t) => `"${t}"`).join(', ')}` : undefined;
}
