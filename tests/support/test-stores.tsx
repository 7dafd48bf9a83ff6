import { render } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { StoreProvider } from '@/stores/context';

type Stores = NonNullable<ComponentProps<typeof StoreProvider>['value']>;

/** What a widget test fakes of the stores: the logged-in user and the app shell. */
export interface FakeStores {
  user?: { info?: { id: string; phone: string; flow: string }; isLoggedIn?: boolean; setInfo?: (info: unknown) => void; reloadInfo?: () => Promise<unknown>; applyLoginReply?: (reply: unknown) => Promise<void>; requestPageReload?: () => void };
  app?: { shell?: string; inAppShell?: boolean };
}

/** Plain objects standing in for the RootStore (widgets only read these fields). */
export function fakeStores({ user = {}, app = {} }: FakeStores = {}): Stores {
  return {
    user: { isLoggedIn: Boolean(user.info), setInfo: () => undefined, reloadInfo: async () => user.info, applyLoginReply: async () => undefined, requestPageReload: () => undefined, ...user, flow: user.info?.flow },
    app: { shell: 'browser', inAppShell: false, ...app },
  } as unknown as Stores;
}

/** Renders a widget inside a StoreProvider with fake stores. */
export function renderWithStores(ui: ReactElement, stores: FakeStores | Stores = {}) {
  const value = 'menu' in stores ? (stores as Stores) : fakeStores(stores as FakeStores);
  return render(<StoreProvider value={value}>{ui}</StoreProvider>);
}
