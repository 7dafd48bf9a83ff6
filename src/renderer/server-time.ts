import { observable, runInAction } from 'mobx';
import { onServerClockChange, parseServerTime, serverNow } from '@/lib/server-clock';

/** Bumped when a watched boundary passes or the server clock jumps: conditions that read it re-run. */
const version = observable.box(0);
const bump = () => runInAction(() => version.set(version.get() + 1));

/** setTimeout's longest delay; a boundary further away is re-checked then. */
const MAX_DELAY = 2_147_483_647;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextAt = Infinity;

// A clock jump (the gateway's time learned after the first render) makes the pending wake-up wrong:
// drop it, and let the conditions, re-run by the bump, schedule their boundaries on the new clock.
onServerClockChange(() => {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  nextAt = Infinity;
  bump();
});

/** Wakes the observers at `at` (server time), keeping only the earliest pending boundary. */
function wakeAt(at: number, now: number): void {
  if (at <= now || at >= nextAt) return;
  nextAt = at;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    nextAt = Infinity;
    bump();
  }, Math.min(at - now + 5, MAX_DELAY));
}

/** A `when.between` window: `from` inclusive, `to` exclusive, either may be left out. */
export interface ServerTimeWindow {
  from?: string;
  to?: string;
}

/**
 * Whether the server time is within the window now. Observable (MobX): a block whose condition
 * calls it re-renders when the next boundary passes or the server clock jumps. A malformed time
 * never holds (the checker refuses it before that).
 */
export function inServerTimeWindow(window: ServerTimeWindow): boolean {
  version.get();
  const now = serverNow();
  const from = window.from === undefined ? -Infinity : parseServerTime(window.from);
  const to = window.to === undefined ? Infinity : parseServerTime(window.to);
  if (from === undefined || to === undefined) return false;
  if (Number.isFinite(from)) wakeAt(from, now);
  if (Number.isFinite(to)) wakeAt(to, now);
  return now >= from && now < to;
}
