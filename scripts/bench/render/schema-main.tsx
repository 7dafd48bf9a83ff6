import 'antd-mobile/es/global';
import { preloadPageWidgets } from '@/renderer/preload';
import type { PageSchema } from '@/renderer/page-view';
import { benchBlocks, blockCountFromUrl } from './blocks';
import { measurePage } from './measure';

measurePage(blockCountFromUrl(window.location.search));
const page = {
  route: { path: '/bench', name: 'bench', login: 'none' },
  title: 'bench',
  blocks: benchBlocks(blockCountFromUrl(window.location.search)),
} as PageSchema;
// As the app's route does (its route table lists the page's widget types): the widget chunks
// start loading at once, in parallel with the renderer's own chunk, before React renders.
void preloadPageWidgets(page.blocks, 12);
void import('./schema-render').then(({ renderBenchPage }) => renderBenchPage(page));
