import { createBridge, runHandshake, shouldMountImmediately } from '@/services/bridge';
import { removePreview } from '@/renderer/preview';
import { loadRuntimeConfig } from '@/services/config';
import { applyRootFontSize } from './app/root-font-size';

/**
 * The boot entry, kept small: it starts downloading the app's code at once and, while that
 * loads, reads the runtime config and (in a native shell) runs the startup handshake.
 */
async function boot(win: Window): Promise<void> {
  const app = import('./app/start');
  applyRootFontSize(win);
  const bridge = createBridge(win);
  const handshake = bridge.shell === 'browser' ? undefined : runHandshake(bridge, { url: win.location.href });
  const [{ start }, config] = await Promise.all([app, loadRuntimeConfig()]);
  await start({ win, bridge, config, handshake, waitForHandshake: !shouldMountImmediately(win.location.pathname) });
}

boot(window).catch((error: unknown) => {
  console.error('[qsh app] failed to start', error);
  removePreview();
  const root = window.document.getElementById('root');
  if (root) root.textContent = '应用启动失败，请检查网络后重新打开。';
});
