import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSignal } from './first-screen';

afterEach(() => vi.useRealTimers());

describe('start-up requests wait for the first screen', () => {
  it('runs what waits once the first screen is drawn, not before', async () => {
    vi.useFakeTimers();
    const signal = firstScreenSignal(3000);
    const run = vi.fn();
    void signal.done.then(run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    signal.mark();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page that draws no first screen (not found, an error) does not hold them back past the wait', async () => {
    vi.useFakeTimers();
    const signal = firstScreenSignal(3000);
    const run = vi.fn();
    void signal.done.then(run);
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('nothing runs after the app was unmounted', async () => {
    vi.useFakeTimers();
    const signal = firstScreenSignal(3000);
    const run = vi.fn();
    void signal.done.then(run);
    signal.cancel();
    signal.mark();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
