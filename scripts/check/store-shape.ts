import { apiContract, schemaAtPath } from './api-contract';

/**
 * What `$user` and `$app` bindings may read: the stores' observable, page-facing state
 * (src/stores/user-store.ts, app-store.ts; docs/schemas.md, Bindings). The token and transient
 * dialog state are left out on purpose. store-shape.test.ts checks each name exists on the stores.
 */
export const USER_BINDINGS = ['isLoggedIn', 'flow', 'addNum', 'info'] as const;
export const APP_BINDINGS = ['variant', 'shell', 'appVersion', 'appVersionNum', 'channel', 'theme', 'inAppShell', 'bundleId', 'appStore', 'memberPopup', 'tabbarVisible'] as const;

/** The user info fields (`info.*`), from the SF003 response schema (the stored user info). */
export function userInfoFields(): string[] {
  const response = apiContract().get('SF003')?.response as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(response?.properties ?? {});
}

/** Why a `$user` / `$app` binding path cannot be read, with a did-you-mean hint; undefined when it can. */
export function storePathProblem(store: '$user' | '$app', path: string): { reason: string; known: string[] } | undefined {
  const [head = '', ...rest] = path.split('.');
  const roots: readonly string[] = store === '$user' ? USER_BINDINGS : APP_BINDINGS;
  if (!roots.includes(head)) return { reason: `${store} has no "${head}"`, known: [...roots] };
  if (!rest.length) return undefined;
  if (store === '$user' && head === 'info') {
    const response = apiContract().get('SF003')?.response as { readonly [key: string]: unknown } | undefined;
    if (!response) return undefined;
    const found = schemaAtPath(response, rest.join('.'));
    if (!found.ok) return { reason: `the user info (SF003) has no "${[found.at, found.missing].filter(Boolean).join('.')}"`, known: found.known.map((k) => `info.${found.at ? `${found.at}.` : ''}${k}`) };
    return undefined;
  }
  return { reason: `${store}.${head} has no fields`, known: [head] };
}
