import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '@/renderer';
import { RendererEnvProvider, type RendererEnv } from '@/renderer/env';
import { StoreProvider } from '@/stores';
import { testStores } from '../../../tests/support/render-page';
import { AppEnvProvider, type AppEnv } from '../app-env';
import type { PageRouteEntry } from '../route-table';
import { SchemaPage } from '../shell/schema-page';
import { withRuntimePages } from './runtime-routes';

// A button whose `size` is not a size: the build-time check would refuse it in a bundled page.
const json = { route: { path: '/activity/badProps', name: 'activityBadProps', login: 'optional' }, title: '活动', blocks: [{ type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/my' }, size: 12345 } }] };
const entry: PageRouteEntry = { path: '/activity/badProps', name: 'activityBadProps', login: 'optional', title: '活动', tabBar: false, load: async () => ({ default: null }) };

function renderSchemaPage(page: PageSchema) {
  const report = vi.fn();
  const rendererEnv: RendererEnv = { gateway: { callRaw: () => Promise.resolve(undefined) }, dispatch: vi.fn(), mode: 'development', report };
  render(
    <StoreProvider value={testStores()}>
      <AppEnvProvider value={{ dispatch: vi.fn(), mode: 'development' } as unknown as AppEnv}>
        <RendererEnvProvider value={rendererEnv}>
          <MemoryRouter initialEntries={[entry.path]}>
            <SchemaPage entry={entry} page={page} />
          </MemoryRouter>
        </RendererEnvProvider>
      </AppEnvProvider>
    </StoreProvider>,
  );
  return report;
}

describe('published (runtime) pages keep props validation', () => {
  it('a published version whose block has invalid props shows the block\'s error and reports it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manifest = { '/activity/badProps': { version: 4, hash: 'b'.repeat(32), name: 'activityBadProps', login: 'optional' as const, title: '活动' } };
    const routes = withRuntimePages([], manifest, { baseURL: '', now: () => 0, report: vi.fn(), fetchImpl: (async () => Response.json(json)) as unknown as typeof fetch });
    const page = (await routes[0]!.load()).default as PageSchema;
    const report = renderSchemaPage(page);
    expect(await screen.findByText(/^\/blocks\/0: invalid props/)).toBeInTheDocument();
    // The report is sent from an effect, which may run a moment after the placeholder is drawn.
    await waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ pointer: '/blocks/0' })));
  });

  it('the same JSON as a bundled page (checked at build time) is not validated again', async () => {
    const report = renderSchemaPage(structuredClone(json) as unknown as PageSchema);
    expect(await screen.findByRole('button', { name: '去看看' })).toBeInTheDocument();
    expect(screen.queryByText(/invalid props/)).not.toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });
});
