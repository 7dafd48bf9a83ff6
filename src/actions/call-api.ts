import { apiMeta } from '@schemas/api/meta.gen';
import { errorMessage } from '@/lib/error-message';
import type { Action } from './action.schema';
import type { ActionContext } from './context';
import { goTo } from './links';
import { requireLogin } from './login';

/** A `call` action with an apiCode (the phone form is handled in plain.ts). */
export type CallApiAction = Extract<Extract<Action, { kind: 'call' }>, { api: string }>;
type FollowUp = NonNullable<CallApiAction['onSuccess']>;

/** Shown when a page's call fails and neither the gateway nor the page says why. */
export const CALL_FAILED_TEXT = '操作失败，请稍后重试';

/** Whether the contract lets a page schema call this apiCode (`"pageCallable": true` in schemas/api/<CODE>.json). */
export function isPageCallable(api: string): boolean {
  return apiMeta[api]?.pageCallable === true;
}

function follow(then: FollowUp | undefined, fallbackToast: string | undefined, { host, scope }: ActionContext): void {
  const toast = then?.toast ?? fallbackToast;
  if (toast) host.toast(toast);
  if (then?.reload?.length) {
    if (scope) scope.reload(then.reload);
    else host.report('call: reload outside a page; nothing reloaded', { reload: then.reload });
  }
  if (then?.navigate) goTo(host, then.navigate.to, then.navigate.query, then.navigate.replace);
}

/**
 * call with `api`: a gateway call a page schema declares. Refused (reported, nothing sent) unless
 * the contract marks the apiCode pageCallable; a guest is sent to log in first when the apiCode
 * needs a session; one call per apiCode and params at a time (a double tap sends one). Then the
 * page's `onSuccess` or `onFailure` follows: a toast (on failure the gateway's message by
 * default), reloading named data sources of the page, a navigation.
 */
export async function callApi(action: CallApiAction, ctx: ActionContext): Promise<void> {
  const { host, inFlight } = ctx;
  const { api, params = {} } = action;
  if (!isPageCallable(api)) {
    host.report(`call: apiCode ${api} is not callable from pages (its contract has no "pageCallable": true); nothing sent`, { api });
    return;
  }
  if (apiMeta[api]?.auth && !requireLogin(host)) return;
  await inFlight.run(`call:${api}:${JSON.stringify(params)}`, async () => {
    let failure: unknown;
    try {
      await host.gateway.callRaw(api, params, { loading: true, silent: true });
    } catch (error) {
      failure = error ?? new Error(CALL_FAILED_TEXT);
    }
    if (failure === undefined) follow(action.onSuccess, undefined, ctx);
    else follow(action.onFailure, errorMessage(failure, CALL_FAILED_TEXT), ctx);
  });
}
