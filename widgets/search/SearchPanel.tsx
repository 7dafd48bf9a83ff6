import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { EmptyView, ErrorView, LoadingView } from '@/ui/load-states';
import { useLoad } from '@widgets/shared/use-load';
import type { WidgetProps } from '../types';
import { addToHistory, clearHistory, readHistory } from './history';
import type { SearchProps } from './props.schema';
import { SearchHistory } from './SearchHistory';
import { SearchResults, type SearchAnswer } from './SearchResults';
import { bar, placeholderOf } from './styles';
import { isMemberCard } from '@widgets/shared/member-card';

/** The search box with its history and results (the search widget without `link`). */
export default function SearchPanel({ props, onAction, state }: WidgetProps<SearchProps>) {
  const placeholder = placeholderOf(props);
  const initial = props.keyword?.trim() || undefined;
  const [text, setText] = useState(initial ?? '');
  const [keyword, setKeyword] = useState(initial);
  const [history, setHistory] = useState(() => (initial ? addToHistory(initial, props.historyLimit) : readHistory()));
  const { state: result, retry } = useLoad(keyword, () => state.request('MS007', { keyword }, { showsFailure: true }) as Promise<SearchAnswer>);
  const search = (value: string) => {
    const k = value.trim().slice(0, 50);
    if (!k) return;
    setText(k);
    setKeyword(k);
    if (k === keyword) retry();
    setHistory(addToHistory(k, props.historyLimit));
    // The keyword lives in the URL (replace, no new history entry), so back from a result restores it.
    if (props.pagePath && k !== props.keyword?.trim()) onAction({ kind: 'navigate', to: props.pagePath, query: { keyword: k }, replace: true });
  };
  const edit = (value: string) => {
    setText(value);
    if (!value) setKeyword(undefined);
  };
  const empty = result.status === 'ready' && !result.data?.products?.length && !result.data?.goods?.length;
  return (
    <div>
      <div style={bar}>
        <SearchBar placeholder={placeholder} value={text} onChange={edit} onSearch={search} maxLength={50} clearable={false} style={{ flex: 1 }} />
        <Button size="small" color="primary" onClick={() => search(text)}>
          搜索
        </Button>
      </div>
      {result.status === 'idle' && <SearchHistory keywords={history} onPick={search} onClear={() => (clearHistory(), setHistory([]))} />}
      {result.status === 'loading' && <LoadingView />}
      {result.status === 'error' && <ErrorView message={result.message} onRetry={retry} />}
      {empty && <EmptyView description="换个关键词试试" />}
      {result.status === 'ready' && !empty && <SearchResults answer={result.data} onAction={onAction} member={isMemberCard(props.memberCardType)} />}
    </div>
  );
}
