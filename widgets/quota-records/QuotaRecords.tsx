import { List } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { QuotaPage, QuotaRecord, QuotaRecordsProps } from './props.schema';
import { EmptyView, ErrorView, LoadingView } from '../shared/load-states';
import { LoadMore } from '../shared/load-more';
import { useLoad } from '../shared/use-load';

const KIND_TEXT: Record<QuotaRecord['kind'], string> = { GRANT: '授信', USE: '使用', REPAY: '还款', RELEASE: '恢复' };

/** Pages 2, 3, … loaded by scrolling, with the first page they follow (a new first page drops them). */
type More = { after: QuotaPage; pages: QuotaPage[] };

const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '-' : ''}${formatMoney(Math.abs(cents))}`;

export function QuotaRecords({ props, state }: WidgetProps<QuotaRecordsProps>) {
  const pageSize = props.pageSize ?? 10;
  const fetchPage = async (pageNum: number): Promise<QuotaPage> => {
    const page = (await state.request('CR005', { pageNum, pageSize }, { silent: true })) as Partial<QuotaPage> | undefined;
    return { list: page?.list ?? [], total: page?.total ?? 0, pageNum };
  };
  const { state: first, retry } = useLoad(String(pageSize), () => fetchPage(1));
  const [more, setMore] = useState<More>();
  if (first.status === 'idle' || first.status === 'loading') return <LoadingView lines={4} />;
  if (first.status === 'error') return <ErrorView message={first.message} onRetry={retry} />;
  const firstPage = first.data;
  const pages = more?.after === firstPage ? more.pages : [];
  const list = [firstPage, ...pages].flatMap((page) => page.list);
  const total = (pages.at(-1) ?? firstPage).total;
  if (list.length === 0) return <EmptyView title="暂无额度明细" description="获得或使用额度后会记录在这里" />;
  const loadMore = async () => {
    const page = await fetchPage(pages.length + 2);
    setMore((m) => ({ after: firstPage, pages: [...(m?.after === firstPage ? m.pages : []), page] }));
  };
  return (
    <>
      <List>
        {list.map((r) => (
          <List.Item key={r.id} description={r.createTime} extra={<span style={{ color: r.change >= 0 ? 'var(--adm-color-success)' : 'var(--adm-color-text)' }}>{signed(r.change)}</span>}>
            {KIND_TEXT[r.kind]} · {r.remark}
          </List.Item>
        ))}
      </List>
      <LoadMore loadMore={loadMore} hasMore={list.length < total} loadingText="加载中..." />
    </>
  );
}
