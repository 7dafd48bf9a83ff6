import { createContext, useContext } from 'react';
import type { RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export const StoreProvider = StoreContext.Provider;

/** The app's RootStore; components read it through context, never by import. */
export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (!stores) throw new Error('[qsh] useStores() used outside <StoreProvider>.');
  return stores;
}
