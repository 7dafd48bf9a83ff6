import { createErrorBlock, type ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense, type ComponentType, type JSX, type LazyExoticComponent } from 'react';

/** The pictures of antd-mobile's ErrorBlock, by status. */
export type StateStatus = NonNullable<ErrorBlockProps['status']>;

// antd-mobile's ErrorBlock imports all four pictures (inline SVG, ~10 KiB gzip together) wherever
// it is used, and the loading/empty/error views are on every page's first load. Here each picture
// is its own chunk, fetched when a state that shows it is drawn; until then (or when the network
// is gone) the picture's box stays empty at its fixed height, and the texts and buttons are there.

/** A picture as a lazy component: its module is fetched the first time it renders. */
const lazyPicture = (load: () => Promise<JSX.Element>) =>
  lazy(async () => {
    const image = await load();
    return { default: () => image };
  });

const pictures: Record<StateStatus, LazyExoticComponent<ComponentType>> = {
  default: lazyPicture(async () => (await import('antd-mobile/es/components/error-block/images/default')).defaultImage),
  empty: lazyPicture(async () => (await import('antd-mobile/es/components/error-block/images/empty')).emptyImage),
  disconnected: lazyPicture(async () => (await import('antd-mobile/es/components/error-block/images/disconnected')).disconnectedImage),
  busy: lazyPicture(async () => (await import('antd-mobile/es/components/error-block/images/busy')).busyImage),
};

function Picture({ status }: { status: StateStatus }) {
  const Image = pictures[status];
  return (
    <Suspense fallback={null}>
      <Image />
    </Suspense>
  );
}

/** antd-mobile's ErrorBlock (same props, same look), with each picture loaded when it is shown. */
export const StateBlock = createErrorBlock({
  default: <Picture status="default" />,
  empty: <Picture status="empty" />,
  disconnected: <Picture status="disconnected" />,
  busy: <Picture status="busy" />,
});
