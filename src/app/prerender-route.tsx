/**
 * Node only (loaded by build/prerender-plugin.ts at build; bundled for the gateway by
 * build/ssr-plugin.ts): a route's first-screen preview as the app draws the page, its nav bar and
 * leading static blocks (with `answers`: and blocks drawn from those guest answers) inside the
 * shell's markup.
 */
import type { GuestAnswer, PreviewAudience } from '@/renderer/data-preview-blocks';
import { prerenderFirstScreen, type FirstScreen } from '@/renderer/prerender';
import type { PageSchema } from '@/renderer';
import { AppNavBarView, NavBarAction } from './shell/app-nav-bar';
import { navBarColours } from './shell/page-theme';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Draws the page as a guest in a plain browser first sees it; html is '' when its first block cannot be drawn. `audience`: see data-preview-blocks.ts. */
export async function prerenderRoute(page: PageSchema, answers?: readonly GuestAnswer[], audience?: PreviewAudience): Promise<FirstScreen> {
  const navBar = page.navBar ?? {};
  const right = navBar.right ? <NavBarAction text={navBar.right.text} /> : undefined;
  const header = navBar.hidden ? undefined : (
    <AppNavBarView title={page.title} back={navBar.back ?? page.tabBar !== true} {...navBarColours(page)} right={right} />
  );
  const screen = await prerenderFirstScreen(page, { header, answers, audience });
  if (!screen.html) return screen;
  const shell = page.tabBar === true ? 'app-root app-root--with-tab-bar' : 'app-root';
  const html = `<div class="${shell}"><main class="app-main"><div class="app-page" data-route="${escapeAttr(page.route.name)}">${screen.html}</div></main></div>`;
  return { ...screen, html };
}
