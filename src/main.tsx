import { createBridge, runHandshake, shouldMountImmediately } from '@/services/bridge';
import { PREVIEW_PARAM } from '@schemas/preview-frame';
import { removePreview } from '@/renderer/preview';
import { loadRuntimeConfig } from '@/services/config';
import { inlineRuntimeConfig } from './app/boot/inline-json';
import { applyRootFontSize } from './app/root-font-size';

/**
 * The boot entry, kept small: it starts downloading the app's code at once and, while that
 * loads, reads the runtime config and (in a native shell) runs the startup handshake.
 */
async function boot(win: Window): Promise<void> {
  const app = import('./app/start');
  applyRootFontSize(win);
  // The operator console's preview frame only (docs/operators.md): an emulated shell and persona.
  const preview = new URLSearchParams(win.location.search).has(PREVIEW_PARAM) ? (await import('./app/runtime-pages/preview-mode')).enterPreviewMode(win) : undefined;
  const bridge = createBridge(win, console, preview?.shell);
  const handshake = bridge.shell === 'browser' ? undefined : runHandshake(bridge, { url: win.location.href });
  // The gateway puts the runtime config into the HTML (no request to wait for); otherwise it is fetched.
  const [{ start }, config] = await Promise.all([app, inlineRuntimeConfig(win.document) ?? loadRuntimeConfig()]);
  await start({ win, bridge, config, handshake, waitForHandshake: !shouldMountImmediately(win.location.pathname), preview });
}

boot(window).catch((error: unknown) => {
  console.error('[qsh app] failed to start', error);
  removePreview();
  const root = window.document.getElementById('root');
  if (root) root.textContent = '应用启动失败，请检查网络后重新打开。';
});
