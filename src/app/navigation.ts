import { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The browser history the app's router renders from (React Router's own). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * How the parts of the app outside React (native events, the action dispatcher's host, the
 * gateway's session handling) move between pages. It exists before the first render, so a
 * message from the native app that arrives early is not lost.
 */
export interface AppRouter {
  /** The history `<App>` renders from (React Router's HistoryRouter). */
  readonly history: AppHistory;
  /** The current path and query. */
  readonly location: { readonly pathname: string; readonly search: string };
  /** Opens a path (replacing the current entry with `replace`), or moves in history by a number. */
  navigate(to: string | number, options?: { replace?: boolean }): void;
}

/**
 * The app's router over the browser history. React Router's declarative router, not its data
 * router: the app needs no loaders or actions (pages load their own data), and the data router
 * is about 17 KiB gzip more on every first load.
 */
export function createAppRouter(win: Window = window): AppRouter {
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  return {
    history,
    get location() {
      return history.location;
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to);
      else history.push(to);
    },
  };
}
