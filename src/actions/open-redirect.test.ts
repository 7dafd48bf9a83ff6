import { describe, expect, it } from 'vitest';
import { safeUrl } from '@/lib/safe-url';
import { SHELLS, type Shell } from '@schemas/shells';
import { ALLOWED_HOST, ALLOWED_URLS, ALLOWED_WILDCARD, openRedirectCorpus } from '../../tests/support/open-redirect-corpus';
import type { Action } from './action.schema';
import { createDispatcher } from './dispatcher';
import { createFakeHost, type FakeHost } from './testing/fake-host';

const ALLOW = [ALLOWED_HOST, `*.${ALLOWED_WILDCARD}`];

/** Every action that can take the user out of the app, fed one URL. */
const SINKS: Record<string, (url: string) => Action> = {
  'ad OUT_URL': (url) => ({ kind: 'ad', ad: { urlType: 'OUT_URL', url } }),
  'ad IN_URL CUSTOM': (url) => ({ kind: 'ad', ad: { urlType: 'IN_URL', queryType: 'CUSTOM', url } }),
  'function entry OUT': (url) => ({ kind: 'functionEntry', entry: { funcType: 'OUT', linkType: 'CUSTOM', linkTypeValue: url } }),
  'function entry OUT_WANH': (url) => ({ kind: 'functionEntry', entry: { funcType: 'OUT_WANH', linkType: 'CUSTOM', linkTypeValue: url } }),
  'function entry IN CUSTOM': (url) => ({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'CUSTOM', linkTypeValue: url } }),
  'function entry IN APPVIEW': (url) => ({ kind: 'functionEntry', entry: { funcType: 'IN', linkType: 'APPVIEW', linkTypeValue: url } }),
  openUrl: (url) => ({ kind: 'openUrl', url }),
  'openUrl inApp (iframe popup)': (url) => ({ kind: 'openUrl', url, inApp: true, title: 'x' }),
};

/** The URLs that reached a way out of the app: the location, the native host's jumpPage, or the iframe popup. */
function escapes(host: FakeHost): string[] {
  const out: string[] = [];
  for (const [name, ...args] of host.calls) {
    if (name === 'openExternal') out.push(String(args[0]));
    if (name === 'bridge' && args[0] === 'jumpPage') out.push((args[1] as { jumpUrl: string }).jumpUrl);
  }
  if (host.stores.app.iframe) out.push(host.stores.app.iframe.url);
  return out;
}

async function fire(shell: Shell, action: Action): Promise<FakeHost> {
  const host = createFakeHost({ shell, flow: 'FINISH', isUrlAllowed: (url) => safeUrl(url, ALLOW) !== undefined });
  await createDispatcher(host)(action);
  return host;
}

const corpus = openRedirectCorpus();

describe('no open-redirect URL leaves the app through any link sink in any shell', () => {
  it('the corpus is large and varied', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
  });

  for (const shell of SHELLS) {
    for (const [sink, make] of Object.entries(SINKS)) {
      it(`${shell}: ${sink} refuses all ${corpus.length} corpus URLs`, async () => {
        const leaked: string[] = [];
        for (const url of corpus) leaked.push(...escapes(await fire(shell, make(url))));
        expect(leaked).toEqual([]);
      });

      it(`${shell}: ${sink} still opens an allow-listed URL`, async () => {
        const host = await fire(shell, make(ALLOWED_URLS[0] as string));
        if (shell === 'browser' && sink === 'function entry IN APPVIEW') expect(escapes(host)).toEqual([]);
        else expect(escapes(host)).toHaveLength(1);
      });
    }
  }

  it('APPVIEW still opens a native view by name in the app shells', async () => {
    const host = await fire('flutter', SINKS['function entry IN APPVIEW']?.('nativeScan') as Action);
    expect(host.calls).toEqual([['bridge', 'jumpPage', { jumpUrl: 'nativeScan' }]]);
  });
});
