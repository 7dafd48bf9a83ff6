import { createRoot } from 'react-dom/client';
import { PageView, RendererEnvProvider, type PageSchema, type RendererEnv } from '@/renderer';
import { StoreProvider } from '@/stores/context';
import { benchStores } from './stores';

const env: RendererEnv = {
  gateway: { callRaw: () => Promise.resolve(undefined) },
  dispatch: () => undefined,
  mode: 'production',
  report: (report) => console.warn('[bench renderer]', report.pointer, report.message),
};

/** Renders the bench page through the renderer (loaded as the app loads its page renderer: a chunk of its own). */
export function renderBenchPage(page: PageSchema): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StoreProvider value={benchStores()}>
      <RendererEnvProvider value={env}>
        <PageView page={page} query={{}} params={{}} />
      </RendererEnvProvider>
    </StoreProvider>,
  );
}
