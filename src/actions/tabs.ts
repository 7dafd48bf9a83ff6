import type { ActionHost } from './host';
import { goTo } from './links';

/** Switches to a bottom tab: marks it active in the menu store and goes there. */
export function switchTab(host: ActionHost, path: string): void {
  const { menu } = host.stores;
  const index = menu.indexOf(path);
  if (index < 0) host.report('switchTab to a path that is not a tab', { path });
  if (goTo(host, path) && index >= 0) menu.setActiveIndex(index);
}
