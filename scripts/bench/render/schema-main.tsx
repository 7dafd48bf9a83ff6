import 'antd-mobile/es/global';
import { createRoot } from 'react-dom/client';
import { PageView, RendererEnvProvider, preloadPageWidgets, type PageSchema, type RendererEnv } from '@/renderer';
import { StoreProvider } from '@/stores/context';
import { benchBlocks, blockCountFromUrl } from './blocks';
import { measurePage } from './measure';
import { benchStores } from './stores';

measurePage(blockCountFromUrl(window.location.search));
const page = {
  route: { path: '/bench', name: 'bench', login: 'none' },
  title: 'bench',
  blocks: benchBlocks(blockCountFromUrl(window.location.search)),
} as PageSchema;
// As the app does once a route's page schema is known: its widget chunks start loading before React renders.
void preloadPageWidgets(page.blocks, 12);
const env: RendererEnv = {
  gateway: { callRaw: () => Promise.resolve(undefined) },
  dispatch: () => undefined,
  mode: 'production',
  report: (report) => console.warn('[bench renderer]', report.pointer, report.message),
};
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StoreProvider value={benchStores()}>
    <RendererEnvProvider value={env}>
      <PageView page={page} query={{}} params={{}} />
    </RendererEnvProvider>
  </StoreProvider>,
);
