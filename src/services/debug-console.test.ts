import { describe, expect, it, vi } from 'vitest';
import { startDebugConsole } from './debug-console';

describe('debug console', () => {
  it('is not loaded without the debug flag', async () => {
    const load = vi.fn();
    await expect(startDebugConsole(false, load)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
  it('with the flag, loads vConsole keeping at most 1000 network entries', async () => {
    const created: unknown[] = [];
    class FakeVConsole {
      constructor(options: unknown) {
        created.push(options);
      }
      destroy() {}
    }
    const consoleInstance = await startDebugConsole(true, () => Promise.resolve({ default: FakeVConsole }));
    expect(consoleInstance).toBeInstanceOf(FakeVConsole);
    expect(created).toEqual([{ network: { maxNetworkNumber: 1000 } }]);
  });
  it('a failed load is logged, not thrown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(startDebugConsole(true, () => Promise.reject(new Error('chunk')))).resolves.toBeUndefined();
  });
});
