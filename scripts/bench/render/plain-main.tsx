import 'antd-mobile/es/global';
import { createRoot } from 'react-dom/client';
import { StoreProvider } from '@/stores/context';
import { ButtonWidget } from '@widgets/button/ButtonWidget';
import { Card } from '@widgets/card/Card';
import { CellList } from '@widgets/cell-list/CellList';
import { Text } from '@widgets/text/Text';
import type { WidgetState } from '@widgets/types';
import { benchBlocks, blockCountFromUrl, type BenchBlock } from './blocks';
import { measurePage } from './measure';
import { benchStores } from './stores';

measurePage(blockCountFromUrl(window.location.search));

const state: WidgetState = {
  pointer: '',
  reload: () => undefined,
  request: () => Promise.resolve(undefined),
  upload: () => Promise.reject(new Error('no upload in the bench')),
  pickContact: () => Promise.resolve(undefined),
  permissionState: () => Promise.resolve('unset'),
  requestPermission: () => Promise.resolve(),
};
const common = { data: undefined, onAction: () => undefined, state, slots: [] };
// Written by hand, as plain React would: the props the renderer's validators fill in from the schemas' defaults.
const textDefaults = { size: 'md', color: 'default', align: 'left', bold: false } as const;
const buttonDefaults = { color: 'primary', fill: 'solid', size: 'large', block: true, shape: 'rounded' } as const;

/** The same blocks written as plain React: each widget imported and rendered directly. */
function PlainBlock({ block }: { block: BenchBlock }) {
  switch (block.type) {
    case 'text':
      return <Text {...common} props={{ ...textDefaults, ...block.props }} />;
    case 'card':
      return <Card {...common} props={block.props} />;
    case 'cell-list':
      return <CellList {...common} props={block.props} />;
    case 'button':
      return <ButtonWidget {...common} props={{ ...buttonDefaults, ...block.props }} />;
  }
}

const blocks = benchBlocks(blockCountFromUrl(window.location.search));
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StoreProvider value={benchStores()}>
    {blocks.map((block, i) => (
      <PlainBlock key={i} block={block} />
    ))}
  </StoreProvider>,
);
