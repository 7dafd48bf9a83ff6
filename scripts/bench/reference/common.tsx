import 'antd-mobile/es/global';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreProvider } from '@/stores/context';
import type { WidgetState } from '@widgets/types';
import { benchStores } from '../render/stores';

/** What a widget gets besides its props and data, as plain React passes it: no renderer around it. */
const state: WidgetState = {
  pointer: '',
  reload: () => undefined,
  request: () => Promise.resolve(undefined),
  upload: () => Promise.reject(new Error('no upload in the bench')),
  pickContact: () => Promise.resolve(undefined),
  permissionState: () => Promise.resolve('unset'),
  requestPermission: () => Promise.resolve(),
};
export const common = { onAction: () => undefined, state, slots: [] as ReactNode[] };

/** An answer the page asked for when its module ran (before React rendered): undefined until it arrives, and after a failure. */
export function useAnswer<T>(answer: Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    answer.then((v) => live && setValue(() => v)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [answer]);
  return value;
}

/** Renders the page into #root with a guest's stores (the app's widgets read them). */
export function mount(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(<StoreProvider value={benchStores()}>{page}</StoreProvider>);
}
