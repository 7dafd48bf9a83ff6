import 'antd-mobile/es/global';
import { preloadPageWidgets } from '@/renderer/preload';
import { benchPage, blockCountFromUrl } from './blocks';
import { measurePage } from './measure';

measurePage(blockCountFromUrl(window.location.search));
const page = benchPage(blockCountFromUrl(window.location.search));
// As the app's route does (its route table lists the page's widget types): the widget chunks
// start loading at once, in parallel with the renderer's own chunk, before React renders.
void preloadPageWidgets(page.blocks, 12);
void import('./schema-render').then(({ renderBenchPage }) => renderBenchPage(page));
