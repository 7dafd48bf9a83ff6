import { requestBundleId, type HandshakeResult } from '@/services/bridge';
import type { Bridge } from '@/services/bridge/types';
import type { RootStore } from '@/stores';

/**
 * Takes what the native app reported into the stores (nothing that did not arrive is changed).
 * Resolves true when the native login was applied, so the user info is already current.
 */
export async function applyHandshake(stores: RootStore, result: HandshakeResult): Promise<boolean> {
  if (result.channel) stores.app.setChannel(result.channel);
  if (result.appStore) stores.app.setAppStore(result.appStore);
  if (result.appVersion) stores.app.setAppVersion(result.appVersion);
  if (!('loginReply' in result)) return false;
  return stores.user.applyLoginReply(result.loginReply).then(
    () => true,
    () => false,
  );
}

/**
 * Takes the running handshake's values into the stores. With `waitBeforeMount` (every path but
 * agreement and download pages) it resolves only once they are in, to whether the native login
 * already brought the user info up to date; otherwise at once (false), and the values arrive later.
 */
export async function takeHandshake(pending: Promise<HandshakeResult> | undefined, stores: RootStore, waitBeforeMount: boolean): Promise<boolean> {
  if (!pending) return false;
  const applied = pending.then((result) => applyHandshake(stores, result));
  return waitBeforeMount ? applied : false;
}

/** After mount: the bundle id. */
export async function afterMount(bridge: Bridge, stores: RootStore): Promise<void> {
  if (bridge.shell === 'browser') return;
  const bundleId = await requestBundleId(bridge);
  if (bundleId) stores.app.setBundleId(bundleId);
}
