import { afterNextPaint } from './BlockList';
import type { SourceCache } from './source-cache';

/**
 * Runs `run` once a page's first screen is complete: its widget chunks have loaded and been
 * drawn, and the data requests it started have been answered and drawn. Work that can wait (a
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
      void sources.whenQuiet().then(() => {
        if (!stopped) cancel = afterNextPaint(run);
      });
    });
  });
  return () => {
    stopped = true;
    cancel();
  };
}
