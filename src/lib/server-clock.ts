/**
 * The gateway's clock as the app knows it. Every gateway answer carries `X-Server-Time` (epoch ms);
 * the gateway client notes it here, so activity windows and countdowns follow the server, not the
 * phone's own clock (which users can set to anything).
 */
let offset = 0;
const listeners = new Set<() => void>();

/** A change of the offset smaller than this (network latency) does not wake the listeners. */
const NOTICEABLE_MS = 1000;

/** Records the server time an answer carried (`localMs`: when it arrived). Ignores anything that is not a time. */
export function noteServerTime(serverMs: number, localMs = Date.now()): void {
  if (!Number.isFinite(serverMs) || serverMs <= 0) return;
  const next = serverMs - localMs;
  const changed = Math.abs(next - offset) >= NOTICEABLE_MS;
  offset = next;
  if (changed) for (const listener of [...listeners]) listener();
}

/** The server's time now (epoch ms); the phone's clock until a gateway answer has been seen. */
export function serverNow(): number {
  return Date.now() + offset;
}

/** Calls `listener` when the known server time jumps (a first answer, a test clock, a phone clock change). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A wall-clock time as the gateway writes it, `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, or without
 * seconds) in Asia/Shanghai (UTC+8, no daylight saving), as epoch ms; undefined when malformed.
 */
export function parseServerTime(text: string): number | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((part) => part ?? '0') as string[];
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
  return Number.isNaN(ms) ? undefined : ms;
}
