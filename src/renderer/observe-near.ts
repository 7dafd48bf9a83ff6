import { createObserveNear, type ObserveNear } from '@/lib/observe-near';

/** How far below the screen a block starts to render. */
export const NEAR_MARGIN = '600px 0px';

/** One observer per page for all its deferred blocks. */
export const createBlockObserveNear = (): ObserveNear => createObserveNear(NEAR_MARGIN);
