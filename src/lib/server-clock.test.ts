import { describe, expect, it, vi } from 'vitest';
import { noteServerTime, onServerClockChange, parseServerTime, serverNow } from './server-clock';

describe('server clock', () => {
  it('follows the time the gateway answered with, not the phone clock', () => {
    noteServerTime(Date.now() + 3_600_000);
    expect(serverNow() - Date.now()).toBeGreaterThan(3_599_000);
    noteServerTime(Date.now());
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('wakes listeners only on a noticeable jump', () => {
    const listener = vi.fn();
    const stop = onServerClockChange(listener);
    noteServerTime(Date.now() + 200);
    expect(listener).not.toHaveBeenCalled();
    noteServerTime(Date.now() + 60_000);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    noteServerTime(Date.now());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a missing or malformed header', () => {
    noteServerTime(Date.now());
    const before = serverNow();
    noteServerTime(Number.NaN);
    noteServerTime(0);
    expect(Math.abs(serverNow() - before)).toBeLessThan(50);
  });

  it('reads gateway times as Asia/Shanghai wall-clock times', () => {
    expect(parseServerTime('2026-06-01 00:00:00')).toBe(Date.parse('2026-06-01T00:00:00+08:00'));
    expect(parseServerTime('2026-06-01')).toBe(Date.parse('2026-06-01T00:00:00+08:00'));
    expect(parseServerTime('2026-06-01 08:30')).toBe(Date.parse('2026-06-01T08:30:00+08:00'));
    expect(parseServerTime('June 1')).toBeUndefined();
  });
});
