import { configure } from 'mobx';
import type { Gateway } from '@/services/gateway/types';
import { AppStore, type AppStoreInit } from './app-store';
import { MenuStore } from './menu-store';
import { UserStore } from './user-store';
import type { KeyValueStorage } from './persist';

configure({ enforceActions: 'always' });

/** What the stores need from outside; tests pass fakes. */
export interface RootStoreDeps {
  storage: KeyValueStorage;
  gateway: Pick<Gateway, 'call'>;
  app: AppStoreInit;
}

/** Builds the domain stores once per app (and once per test): never a module singleton. */
export class RootStore {
  readonly user: UserStore;
  readonly app: AppStore;
  readonly menu: MenuStore;

  constructor({ storage, gateway, app }: RootStoreDeps) {
    this.app = new AppStore(storage, app);
    this.user = new UserStore(storage, () => gateway.call('SF003', {}));
    this.menu = new MenuStore(storage, async () => (await gateway.call('BA015', { appNative: 'N' })).list);
  }
}
