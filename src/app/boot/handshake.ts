import { requestBundleId, runHandshake, shouldMountImmediately, type HandshakeResult } from '@/services/bridge';
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
 * Runs the native startup handshake. Resolves when the app may mount: at once for agreement and
 * download paths and in a plain browser, otherwise when the four replies arrived or the deadline passed.
 * The handshake values reach the stores either way.
 */
export async function handshakeBeforeMount(bridge: Bridge, stores: RootStore, win: Window = window): Promise<void> {
  if (bridge.shell === 'browser') return;
  const done = runHandshake(bridge, { url: win.location.href }).then((result) => applyHandshake(stores, result));
  if (!shouldMountImmediately(win.location.pathname)) await done;
}

/** After mount: the bundle id. */
export async function afterMount(bridge: Bridge, stores: RootStore): Promise<void> {
  if (bridge.shell === 'browser') return;
  const bundleId = await requestBundleId(bridge);
  if (bundleId) stores.app.setBundleId(bundleId);
}
