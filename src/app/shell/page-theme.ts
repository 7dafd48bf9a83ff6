import type { CSSProperties } from 'react';
import type { PageSchema } from '@/renderer';

type Theme = NonNullable<PageSchema['theme']>;

/** The page wrapper's style for a page's theme tokens: its background and the primary colour its widgets use. */
export function pageThemeStyle(theme: Theme | undefined): CSSProperties | undefined {
  if (!theme) return undefined;
  const style: Record<string, string> = {};
  if (theme.background) Object.assign(style, { background: theme.background, minHeight: '100vh' });
  if (theme.primary) style['--adm-color-primary'] = theme.primary;
  return style as CSSProperties;
}

/** The nav bar's colours for a page: navBar.background wins over the theme's. */
export function navBarColours(page: PageSchema): { background?: string; color?: string } {
  const background = page.navBar?.background ?? page.theme?.navBarBackground;
  const color = page.theme?.navTitleColor;
  return { ...(background ? { background } : {}), ...(color ? { color } : {}) };
}
