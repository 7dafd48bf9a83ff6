/**
 * Sets the root font size to a tenth of the viewport width (rem = 1/10 screen), now and on every
 * resize. The width is the layout viewport's (the root element's), which a pinch zoom leaves as it
 * is: in some phone browsers (iOS Safari) `innerWidth` is the visual viewport's and shrinks as the
 * customer zooms in, which would shrink every rem with it and undo the zoom.
 */
export function applyRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${win.document.documentElement.clientWidth / 10}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
