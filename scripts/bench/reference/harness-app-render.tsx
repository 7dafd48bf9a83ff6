import { createRoot } from 'react-dom/client';
import { PageView, RendererEnvProvider, type PageSchema, type RendererEnv } from '@/renderer';
import type { RootStore } from '@/stores';
import { StoreProvider } from '@/stores/context';
import { post } from './gateway';

const env: RendererEnv = {
  gateway: { callRaw: (api, fields) => post(api, fields) },
  dispatch: () => undefined,
  mode: 'production',
  report: (report) => console.warn('[bench renderer]', report.pointer, report.message),
};

/** The harness page through the renderer, as the app renders a bundled page (checked at build, so props are not validated per block). */
export function renderHarness(page: PageSchema, stores: RootStore): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StoreProvider value={stores}>
      <RendererEnvProvider value={env}>
        <PageView page={page} query={{}} params={{}} checkedAtBuild />
      </RendererEnvProvider>
    </StoreProvider>,
  );
}
