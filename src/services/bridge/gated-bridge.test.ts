import { describe, expect, it, vi } from 'vitest';
import { ALLOWED_HOST, ALLOWED_URLS, ALLOWED_WILDCARD, openRedirectCorpus } from '../../../tests/support/open-redirect-corpus';
import { gateJumpPage } from './gated-bridge';
import type { Bridge } from './types';

function fakeBridge() {
  const post = vi.fn<(name: string, payload?: unknown) => void>();
  const request = vi.fn<(name: string, payload?: unknown) => Promise<unknown>>().mockResolvedValue('ok');
  const bridge = { shell: 'flutter', post, request, on: () => () => undefined } as unknown as Bridge;
  return Object.assign(bridge, { post, request });
}
const ALLOW = [ALLOWED_HOST, `*.${ALLOWED_WILDCARD}`];
const quiet = { warn: vi.fn() };

describe('the bridge lets jumpPage reach the native host only for allow-listed URLs or native view names', () => {
  it('drops every open-redirect corpus URL, posted or requested', async () => {
    const inner = fakeBridge();
    const bridge = gateJumpPage(inner, ALLOW, quiet);
    for (const url of openRedirectCorpus()) {
      bridge.post('jumpPage', { jumpUrl: url, query: { type: 'download' } });
      expect(await bridge.request('jumpPage', { jumpUrl: url })).toBeUndefined();
    }
    expect(inner.post).not.toHaveBeenCalled();
    expect(inner.request).not.toHaveBeenCalled();
  });

  it('passes allow-listed URLs normalised, native view names as they are, and other messages untouched', () => {
    const inner = fakeBridge();
    const bridge = gateJumpPage(inner, ALLOW, quiet);
    bridge.post('jumpPage', { jumpUrl: ` ${ALLOWED_URLS[0]}`, query: { type: 'download' } });
    bridge.post('jumpPage', { jumpUrl: 'nativeScan' });
    bridge.post('goBack');
    expect(inner.post.mock.calls).toEqual([
      ['jumpPage', { jumpUrl: ALLOWED_URLS[0], query: { type: 'download' } }],
      ['jumpPage', { jumpUrl: 'nativeScan' }],
      ['goBack', undefined],
    ]);
  });
});
