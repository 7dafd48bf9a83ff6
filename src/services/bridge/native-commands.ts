import type { Bridge } from './types';

/** What the app shell does when the native app commands it. */
export interface NativeCommandHandlers {
  /** getH5Url: replace the current route with this path (the router checks that the path is known). */
  replaceRoute(path: string): void;
  /** reloadUrl: reload the page. */
  reload(): void;
  /** tabbarShow: show the tab bar. */
  showTabBar(): void;
  /** h5GoBack: go back (see navigateBack). */
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

/** Back navigation: history back when there is a previous entry, otherwise ask the native app to go back. */
export function navigateBack(bridge: Bridge, history: Pick<History, 'length' | 'back'>): void {
  if (history.length > 1) history.back();
  else bridge.post('goBack');
}
