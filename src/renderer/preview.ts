/**
 * The first-screen preview: HTML of a page's leading static blocks, drawn at build time
 * (prerender.tsx) and put in the page's HTML next to the app's root, so the first screen
 * paints before any script has run. It lies over the root until the live page has rendered
 * its own first screen, which then takes its place in the same frame.
 */
export const PREVIEW_ID = 'qsh-preview';

/**
 * The preview's container: over the app's root, opaque, as tall as the screen at least. It is a
 * picture of the page, not the page: hidden from assistive technology and inert (its buttons do
 * nothing), so screen readers and the keyboard only ever reach the live page under it.
 */
export function previewMarkup(html: string, background = '#fff'): string {
  const style = `position:absolute;top:0;left:0;right:0;min-height:100%;z-index:10;background:${background}`;
  return `<div id="${PREVIEW_ID}" aria-hidden="true" inert style="${style}">${html}</div>`;
}

/** Takes the preview away (the live page has drawn its first screen, or the app could not start). */
export function removePreview(): void {
  if (typeof document !== 'undefined') document.getElementById(PREVIEW_ID)?.remove();
}
