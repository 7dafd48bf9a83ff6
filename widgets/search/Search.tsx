import { SearchOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { LoadingView } from '@/ui/load-states';
import { Pressable } from '@/ui/pressable';
import type { WidgetProps } from '../types';
import type { SearchProps } from './props.schema';
import { bar, fakeInput, placeholderOf } from './styles';

// The search box, its history and results load only where a page searches in place; a page
// with a `link` search (the home page) shows the light fake input alone.
const SearchPanel = lazy(() => import('./SearchPanel'));

export function Search(widget: WidgetProps<SearchProps>) {
  const { props, onAction } = widget;
  const { link } = props;
  if (link) {
    return (
      <div style={bar}>
        <Pressable onPress={() => onAction(link)} style={fakeInput}>
          <SearchOutline /> {placeholderOf(props)}
        </Pressable>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingView lines={1} />}>
      <SearchPanel {...widget} />
    </Suspense>
  );
}
