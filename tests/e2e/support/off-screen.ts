import type { Page } from 'playwright-core';

/**
 * Texts a customer cannot read whole because they run past the left or right edge of the screen,
 * or past the edge of a box that cuts them off: a row whose amounts and tags are pushed out by
 * their neighbours, a table wider than the phone, a long name under a card's rounded, clipping edge.
 *
 * What clips on purpose is not counted:
 * - a box that scrolls sideways (`overflow-x: auto` or `scroll`: the customer can scroll to it);
 * - a text cut with an ellipsis (`text-overflow: ellipsis` on the box or the text's element);
 * - moving content: a carousel's slides (an element between the text and the box that is
 *   transformed or animated), and a marquee that starts moving later (MARQUEES: antd-mobile's
 *   NoticeBar scrolls its line two seconds after it shows, with nothing on the page saying so before);
 * - a text wholly outside its clipping box (a slide or a tab that is not shown now);
 * - a text for screen readers only, clipped away whole (`clip-path: inset(50%)`: the route announcer).
 *
 * Returns one line per text, or undefined.
 */
/** Boxes whose line scrolls by itself, though not yet (see above). */
const MARQUEES = ['.adm-notice-bar-content'];

export async function offScreenTexts(page: Page, label: string): Promise<string | undefined> {
  const found = await page.evaluate((marquees) => {
    const width = document.documentElement.clientWidth;
    /** The nearest ancestor that clips sideways, if any. */
    const clippingBox = (el: Element): Element | undefined => {
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible') return at;
      }
      return undefined;
    };
    const moves = (el: Element) => {
      const style = getComputedStyle(el);
      return style.transform !== 'none' || style.animationName !== 'none' || el.getAnimations().length > 0;
    };
    /** Whether what clips the text does so on purpose (see above). */
    const cutOnPurpose = (owner: Element, box: Element): boolean => {
      const boxStyle = getComputedStyle(box);
      if (boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll') return true;
      if (boxStyle.clipPath.startsWith('inset(50%')) return true;
      if (boxStyle.textOverflow === 'ellipsis' || getComputedStyle(owner).textOverflow === 'ellipsis') return true;
      if (marquees.some((selector) => box.matches(selector))) return true;
      // Only what moves inside the box moves the text across its edge (a transformed box carries its text along).
      for (let at: Element | null = owner; at && at !== box; at = at.parentElement) if (moves(at)) return true;
      return false;
    };
    const lines: { text: string; where: 'screen' | 'box' }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner || !owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      const box = clippingBox(owner);
      if (!box) {
        if (rects.some((r) => r.right > width + 1 || r.left < -1)) lines.push({ text: text.slice(0, 40), where: 'screen' });
        continue;
      }
      // Inside a clipping box: cut when a line of the text crosses one of its sides (partly in, partly out).
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const right = left + box.clientWidth;
      const crosses = rects.some((r) => (r.right > right + 1 && r.left < right - 1) || (r.left < left - 1 && r.right > left + 1));
      if (crosses && !cutOnPurpose(owner, box)) lines.push({ text: text.slice(0, 40), where: 'box' });
    }
    return lines;
  }, MARQUEES);
  if (found.length === 0) return undefined;
  const list = (where: 'screen' | 'box') => found.filter((f) => f.where === where).map((f) => `"${f.text}"`).join(', ');
  return [
    list('screen') ? `${label}: text runs off the side of the screen: ${list('screen')}` : '',
    list('box') ? `${label}: text is cut off by the edge of its box: ${list('box')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
