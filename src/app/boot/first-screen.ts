/** How long after start the app stops waiting for a first screen (a page that draws none: not found, a route error). */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The first page's first screen, as PageView reports it (RendererEnv.onFirstScreen). Start-up
 * requests the first screen does not need (the tab bar's BA015, the channel visit BA012, the
 * gateway clock) wait for it: on a slow network each takes one of the browser's six connections
 * to the gateway while the page's widget chunks are still queued for one. `done` resolves at the
 * first `mark`, or after `waitMs` without one; never after `cancel`.
 */
export function firstScreenSignal(waitMs = FIRST_SCREEN_WAIT_MS): { mark(): void; done: Promise<void>; cancel(): void } {
  let mark = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    mark = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  // `cancel`: the app was unmounted before (tests): `done` never resolves.
  return { mark: () => mark(), done, cancel: () => ((mark = () => {}), clearTimeout(timer)) };
}
