import type { SourceCache } from './source-cache';

/** After the next frame has been painted (rAF, then a task); a plain timer where there are no frames. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** After this long, work waits no more for the first screen's images. */
export const IMAGE_WAIT_CAP_MS = 3000;

/** Resolves when the images now in the document have loaded or failed, or after `capMs`. */
function imagesSettled(capMs: number): Promise<void> {
  const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(resolve, capMs);
    const settle = () => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(timer);
      resolve();
    };
    for (const img of pending) {
      img.addEventListener('load', settle, { once: true });
      img.addEventListener('error', settle, { once: true });
    }
  });
}

/**
 * Runs `run` once a page's first screen is complete: its widget chunks have loaded and been
 * drawn, the data requests it started have been answered and drawn, and the images they brought
 * have loaded (or IMAGE_WAIT_CAP_MS has passed). Work that can wait (a
 * late check, an enhancement's download) goes here, so it does not compete with what the user is
 * waiting to see. Returns a function that cancels it.
 */
export function afterFirstScreen(ready: Promise<unknown>, sources: SourceCache, run: () => void): () => void {
  let stopped = false;
  let cancel = () => {};
  void ready.then(() => {
    if (stopped) return;
    // After the paint of the first screen its blocks have subscribed, so their requests have started.
    cancel = afterNextPaint(() => {
      void sources
        .whenQuiet()
        .then(() => new Promise<void>((drawn) => (cancel = afterNextPaint(drawn))))
        .then(() => imagesSettled(IMAGE_WAIT_CAP_MS))
        .then(() => {
          if (!stopped) cancel = afterNextPaint(run);
        });
    });
  });
  return () => {
    stopped = true;
    cancel();
  };
}
