import 'antd-mobile/es/global';
import { prefetchRoute } from '@/renderer/prefetch';
import { prefetchPlan } from '@/renderer/prefetch-plan';
import { preloadPageWidgets } from '@/renderer/preload';
import { benchStores } from '../render/stores';
import { post } from './gateway';
import { harnessPage } from './harness-page';

// As the app's route does: the page's data requests (route table's `prefetch`) and widget chunks
// start at once, in parallel with the renderer's own chunk, before React renders.
const page = harnessPage();
const stores = benchStores();
prefetchRoute(page.route.name, prefetchPlan(page), { query: {}, params: {}, user: stores.user, app: stores.app }, post);
void preloadPageWidgets(page.blocks, 12);
void import('./harness-app-render').then(({ renderHarness }) => renderHarness(page, stores));
