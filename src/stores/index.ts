export { RootStore, type RootStoreDeps } from './root-store';
export { UserStore, type UserInfo, type UserFlow } from './user-store';
export { AppStore, type Variant, type AppStoreInit, type FreezeNotice, type IframePage } from './app-store';
export { MenuStore, DEFAULT_TABS, toRouterUrl, type Tab, type TabbarItem } from './menu-store';
export { memoryStorage, STORAGE_KEYS, type KeyValueStorage } from './persist';
export { StoreProvider, useStores } from './context';
