import { describe, expect, it, vi } from 'vitest';
import { createVisits, UV_STORAGE_KEY } from './visits';

function setup(start = '2024-06-15T03:00:00Z') {
  const callRaw = vi.fn().mockResolvedValue(null);
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  let now = new Date(start);
  const visits = createVisits({ gateway: { callRaw }, storage, now: () => now });
  const types = () => callRaw.mock.calls.map((c) => (c[1] as { visitType: string }).visitType);
  return { visits, callRaw, store, types, setNow: (iso: string) => (now = new Date(iso)) };
}

describe('visits (BA012)', () => {
  it('a storage that refuses writes (private mode, full quota) still records the visit, and never throws', async () => {
    const callRaw = vi.fn().mockResolvedValue(null);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const visits = createVisits({ gateway: { callRaw }, storage: refusing });
    await expect(visits.recordChannelVisit('C016', 'u1')).resolves.toBeUndefined();
    expect(callRaw).toHaveBeenCalled();
  });

  it('sends a page view every time and a unique visit once per day per channel', async () => {
    const { visits, types } = setup();
    await visits.recordChannelVisit('C016');
    await visits.recordChannelVisit('C016');
    expect(types()).toEqual(['PV', 'UV', 'PV']);
  });

  it('sends the spec fields, silently', async () => {
    const { visits, callRaw } = setup();
    await visits.recordProductVisit('p1', 'u1');
    expect(callRaw).toHaveBeenCalledWith('BA012', { objectType: 'PRODUCT', objectId: 'p1', userId: 'u1', visitType: 'PV' }, { silent: true });
  });

  it('uses channel C004 when there is none', async () => {
    const { visits, callRaw } = setup();
    await visits.recordChannelVisit(undefined);
    expect(callRaw.mock.calls[0]?.[1]).toMatchObject({ objectType: 'PARTNER', objectId: 'C004' });
  });

  it('counts a unique visit per product and user', async () => {
    const { visits, types } = setup();
    await visits.recordProductVisit('p1', 'u1');
    await visits.recordProductVisit('p1', 'u2');
    await visits.recordProductVisit('p1', 'u1');
    expect(types()).toEqual(['PV', 'UV', 'PV', 'UV', 'PV']);
  });

  it('starts a new day at midnight in Asia/Shanghai (16:00 UTC)', async () => {
    const { visits, types, setNow, store } = setup('2024-06-15T15:59:00Z');
    await visits.recordChannelVisit('C000');
    setNow('2024-06-15T16:01:00Z');
    await visits.recordChannelVisit('C000');
    expect(types()).toEqual(['PV', 'UV', 'PV', 'UV']);
    expect(JSON.parse(store.get(UV_STORAGE_KEY) ?? '')).toEqual({ day: '2024-06-16', keys: ['PARTNER:C000'] });
  });

  it('survives corrupted storage and failing calls', async () => {
    const { visits, store, callRaw } = setup();
    store.set(UV_STORAGE_KEY, '{broken');
    callRaw.mockRejectedValue(new Error('down'));
    await expect(visits.recordChannelVisit('C004')).resolves.toBeUndefined();
  });
});
