import type { Bridge } from './types';

/** What the app shell does when the native app commands it. */
export interface NativeCommandHandlers {
  /** getH5Url: replace the current route with this path (the router checks that the path is known). */
  replaceRoute(path: string): void;
  /** reloadUrl: reload the page. */
  reload(): void;
  /** tabbarShow: show the tab bar. */
  showTabBar(): void;
  /** h5GoBack: go back like the nav bar's back (src/app/shell/go-back.ts). */
  goBack(): void;
}

/**
 * Wires the native-initiated commands to the app shell. refreshWebView is accepted and deliberately does
 * nothing. Returns a function removing every subscription.
 */
export function bindNativeCommands(bridge: Bridge, handlers: NativeCommandHandlers): () => void {
  const offs = [
    bridge.on('getH5Url', (path) => {
      if (typeof path === 'string') handlers.replaceRoute(path);
    }),
    bridge.on('reloadUrl', () => handlers.reload()),
    bridge.on('tabbarShow', () => handlers.showTabBar()),
    bridge.on('refreshWebView', () => undefined),
    bridge.on('h5GoBack', () => handlers.goBack()),
  ];
  return () => offs.forEach((off) => off());
}
