import { RootStore, memoryStorage } from '@/stores';

/** Stores for a bench page: a guest, nothing persisted, a gateway that is never called. */
export function benchStores(): RootStore {
  const gateway = { call: () => Promise.reject(new Error('no gateway in the bench')) };
  return new RootStore({ storage: memoryStorage(), gateway: gateway as never, app: { variant: 'official', shell: 'browser' } });
}
