import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAttempt } from './use-attempt';

const lost = () => Promise.reject(Object.assign(new Error('网络异常'), { kind: 'network' }));
const refused = () => Promise.reject(Object.assign(new Error('库存不足'), { kind: 'business', rspCode: '2803' }));

/** Runs one submission and returns the key it was sent with. */
async function submit(run: ReturnType<typeof useAttempt>['run'], subject: string, answer: () => Promise<unknown> = () => Promise.resolve('ok')) {
  let sent = '';
  await act(async () => {
    await run(subject, (key) => ((sent = key), answer())).catch(() => undefined);
  });
  return sent;
}

afterEach(() => sessionStorage.clear());

describe('useAttempt: one idempotency key per subject until a success', () => {
  it('after a lost answer the next submission for the same subject keeps the key, even when the customer changed something else', async () => {
    const { result } = renderHook(() => useAttempt());
    // The checkout's subject is the goods; the address is an amendment of the same order.
    const first = await submit(result.current.run, 'SF202:SPU1002', lost);
    const afterNewAddress = await submit(result.current.run, 'SF202:SPU1002', lost);
    expect(afterNewAddress).toBe(first);
  });

  it('a refused call keeps the key too (the server freed it), a success drops it', async () => {
    const { result } = renderHook(() => useAttempt());
    const first = await submit(result.current.run, 'A', refused);
    expect(await submit(result.current.run, 'A')).toBe(first);
    expect(await submit(result.current.run, 'A')).not.toBe(first);
  });

  it('another subject gets another key', async () => {
    const { result } = renderHook(() => useAttempt());
    const a = await submit(result.current.run, 'item-1', lost);
    expect(await submit(result.current.run, 'item-2', lost)).not.toBe(a);
  });

  it('with a storage key the kept attempt survives the widget (a reload mid-payment)', async () => {
    const first = renderHook(() => useAttempt('qsh.testAttempt'));
    const key = await submit(first.result.current.run, 'bill-1', lost);
    first.unmount();
    const again = renderHook(() => useAttempt('qsh.testAttempt'));
    expect(await submit(again.result.current.run, 'bill-1')).toBe(key);
  });
});
