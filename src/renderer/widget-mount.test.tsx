import { describe, expect, it, vi } from 'vitest';
import { blockHost } from './block-host';
import type { RendererEnv } from './env';
import type { PageContextValue } from './page-context';
import { SourceCache } from './source-cache';

/** Like the renderer's renderBlocks: one function for every page. */
const renderSlots = () => [];

/** A page context with new sources; reloadSources is the page's for its whole life (as PageView gives it). */
function pageContext(env: RendererEnv, reloadSources: PageContextValue['reloadSources']): PageContextValue {
  const bindings = { query: {}, params: {}, user: {} as never, app: {} as never };
  const sources = new SourceCache({}, () => Promise.resolve(undefined), bindings);
  return { env, bindings, sources, reloadSources, observeNear: () => () => undefined, renderSlots, checkedAtBuild: false };
}

const recordingEnv = (): RendererEnv => ({ gateway: { callRaw: vi.fn() }, dispatch: vi.fn(), mode: 'development', report: vi.fn() });

describe("a block's host", () => {
  it("keeps a widget's onAction when the page's data sources are replaced (pull-to-refresh), so effects that depend on it do not run again", () => {
    const env = recordingEnv();
    const reloadSources = () => [];
    const first = blockHost(undefined, pageContext(env, reloadSources), '/blocks/0', undefined);
    const again = blockHost(first, pageContext(env, reloadSources), '/blocks/0', undefined);
    expect(again).toBe(first);
    again.onAction({ kind: 'back' });
    expect(env.dispatch).toHaveBeenCalledWith({ kind: 'back' }, expect.objectContaining({ reload: expect.any(Function) }));
  });

  it('is made again when the block moves or the env changes', () => {
    const reloadSources = () => [];
    const env = recordingEnv();
    const first = blockHost(undefined, pageContext(env, reloadSources), '/blocks/0', undefined);
    expect(blockHost(first, pageContext(env, reloadSources), '/blocks/1', undefined).state.pointer).toBe('/blocks/1');
    expect(blockHost(first, pageContext(recordingEnv(), reloadSources), '/blocks/0', undefined)).not.toBe(first);
  });

  it('gives blocks without child blocks one shared, frozen empty slot list', () => {
    const page = pageContext(recordingEnv(), () => []);
    const a = blockHost(undefined, page, '/blocks/0', undefined).slots;
    const b = blockHost(undefined, page, '/blocks/1', undefined).slots;
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });
});
