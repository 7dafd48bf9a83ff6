import type { FunctionEntry } from './action.schema';
import type { ActionContext, Handler } from './context';
import { APP_ONLY_TEXT, goTo, launch, openOutside, openTarget, passesGate, withQuery, type QueryValues } from './links';
import { isNativeViewName } from '@/lib/safe-url';
import { requireLogin } from './login';
import { openProductById } from './product-lookup';

/** Function-entry link types (spec §3 Function entry). */
export type LinkType = FunctionEntry['linkType'];
/** Function-entry kinds: in-app, external page, external partner page with the session appended. */
export type FuncType = FunctionEntry['funcType'];

type EntryHandler = (entry: FunctionEntry, ctx: ActionContext) => Promise<void> | void;

/** The relationIds of funcValues, in order, empty ones left out. */
export function relationIds(entry: FunctionEntry): string[] {
  return (entry.funcValues ?? []).map((v) => (v.relationId === undefined ? '' : String(v.relationId))).filter(Boolean);
}

/** linkTypeValue, or else the first relationId. */
function valueOf(entry: FunctionEntry): string | undefined {
  return entry.linkTypeValue || relationIds(entry)[0];
}

/** A fixed route. */
function toPage(path: string): EntryHandler {
  return (_entry, { host }) => void goTo(host, path);
}

/** A route with the entry's value as `param` (plus `extra` query values); no value: reported. */
function toRoute(path: string, param: string, value = valueOf, extra = (_e: FunctionEntry): QueryValues => ({})): EntryHandler {
  return (entry, { host }) => {
    const v = value(entry);
    if (!v) host.report(`${entry.linkType} entry without a value`, { entry });
    else goTo(host, path, { [param]: v, ...extra(entry) });
  };
}

/**
 * APPVIEW: a native view by name (`nativeScan`) goes to jumpPage as it is; any other value is a URL and
 * passes the URL gate first, like every other way out of the app.
 */
function appView(entry: FunctionEntry, { host }: ActionContext): void {
  const value = entry.linkTypeValue?.trim();
  if (!value) host.report('APPVIEW entry without linkTypeValue', { entry });
  else if (host.stores.app.shell === 'browser') {
    host.toast(APP_ONLY_TEXT);
    host.report('APPVIEW needs the native app', { entry });
  } else if (isNativeViewName(value)) host.bridge.post('jumpPage', { jumpUrl: value });
  else if (passesGate(host, value)) launch(host, value);
}

/** Where an IN entry leads, per linkType: a missing link type fails to compile. */
const BY_LINK_TYPE: { [L in LinkType]: EntryHandler } = {
  PRODUCT: (entry, ctx) => openProductById(valueOf(entry), ctx),
  SPU: toRoute('/goods/detail', 'spuId'),
  CATEGORY: toRoute('/goods-list', 'categoryId'),
  CUSTOM: (entry, { host }) => void openTarget(host, entry.linkTypeValue),
  APPVIEW: appView,
  VIRTUAL: toPage('/my/integral/exchange'),
  TELE: toPage('/telephone'),
  MARKETING: toRoute('/block/byIds', 'ids', (e) => relationIds(e).join(',') || e.linkTypeValue),
  GOODSZONE: toRoute('/activity/byRegionType', 'type', valueOf, (e) => ({ title: e.name })),
};

/**
 * OUT_WANH: a partner page that signs the user in with their session. Needs login; the URL must
 * pass the gate first, then `token` and `channel` are appended (never sent to a refused host).
 */
function partnerPage(entry: FunctionEntry, { host }: ActionContext): void {
  if (!requireLogin(host)) return;
  const url = entry.linkTypeValue;
  if (!url?.trim()) return void host.report('OUT_WANH entry without linkTypeValue', { entry });
  if (!passesGate(host, url)) return;
  const { user, app } = host.stores;
  launch(host, withSession(url, { token: user.token, channel: app.channel }));
}

/** Appends the values to the query of an absolute URL, or to its hash route (`#/page?...`) when it has one. */
export function withSession(url: string, values: Record<string, string | undefined>): string {
  const parsed = new URL(url);
  if (parsed.hash.startsWith('#/')) {
    parsed.hash = withQuery(parsed.hash.slice(1), values);
    return parsed.href;
  }
  for (const [key, value] of Object.entries(values)) if (value) parsed.searchParams.set(key, value);
  return parsed.href;
}

const BY_FUNC_TYPE: { [F in FuncType]: EntryHandler } = {
  IN: (entry, ctx) => BY_LINK_TYPE[entry.linkType](entry, ctx),
  OUT: (entry, { host }) => void openOutside(host, entry.linkTypeValue),
  OUT_WANH: partnerPage,
};

/** The `functionEntry` action: funcType first (IN, OUT, OUT_WANH), then linkType for IN. */
export const handleFunctionEntry: Handler<{ kind: 'functionEntry'; entry: FunctionEntry }> = ({ entry }, ctx) =>
  BY_FUNC_TYPE[entry.funcType](entry, ctx);
