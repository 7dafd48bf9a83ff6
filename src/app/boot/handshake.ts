import { requestBundleId, type HandshakeResult } from '@/services/bridge';
import type { Bridge } from '@/services/bridge/types';
import type { RootStore } from '@/stores';

/** Takes what the native app reported into the stores (nothing that did not arrive is changed). */
export async function applyHandshake(stores: RootStore, result: HandshakeResult): Promise<void> {
  if (result.channel) stores.app.setChannel(result.channel);
  if (result.appStore) stores.app.setAppStore(result.appStore);
  if (result.appVersion) stores.app.setAppVersion(result.appVersion);
  if ('loginReply' in result) await stores.user.applyLoginReply(result.loginReply).catch(() => undefined);
}

/**
 * Takes the running handshake's values into the stores. With `waitBeforeMount` (every path but
 * agreement and download pages) it resolves only once they are in; otherwise at once, and the
 * values arrive later.
 */
export async function takeHandshake(pending: Promise<HandshakeResult> | undefined, stores: RootStore, waitBeforeMount: boolean): Promise<void> {
  if (!pending) return;
  const applied = pending.then((result) => applyHandshake(stores, result));
  if (waitBeforeMount) await applied;
}

/** After mount: the bundle id. */
export async function afterMount(bridge: Bridge, stores: RootStore): Promise<void> {
  if (bridge.shell === 'browser') return;
  const bundleId = await requestBundleId(bridge);
  if (bundleId) stores.app.setBundleId(bundleId);
}
