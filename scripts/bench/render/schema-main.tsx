import 'antd-mobile/es/global';
import { createRoot } from 'react-dom/client';
import { PageView, RendererEnvProvider, type PageSchema, type RendererEnv } from '@/renderer';
import { StoreProvider } from '@/stores/context';
import { benchBlocks, blockCountFromUrl } from './blocks';
import { measurePage } from './measure';
import { benchStores } from './stores';

measurePage();
const page = {
  route: { path: '/bench', name: 'bench', login: 'none' },
  title: 'bench',
  blocks: benchBlocks(blockCountFromUrl(window.location.search)),
} as PageSchema;
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
