import { InfiniteScroll, List } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { QuotaPage, QuotaRecord, QuotaRecordsProps } from './props.schema';
import { EmptyView, ErrorView, LoadingView } from '../shared/load-states';
import { errorMessage } from '@/lib/error-message';

const KIND_TEXT: Record<QuotaRecord['kind'], string> = { GRANT: '授信', USE: '使用', REPAY: '还款', RELEASE: '恢复' };

type View = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: QuotaRecord[]; total: number; page: number };

const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '-' : ''}${formatMoney(Math.abs(cents))}`;

export function QuotaRecords({ props, state }: WidgetProps<QuotaRecordsProps>) {
  const pageSize = props.pageSize ?? 10;
  const [view, setView] = useState<View>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const fetchPage = useCallback(
    async (pageNum: number): Promise<QuotaPage> => {
      const page = (await state.request('CR005', { pageNum, pageSize }, { silent: true })) as Partial<QuotaPage> | undefined;
      return { list: page?.list ?? [], total: page?.total ?? 0, pageNum };
    },
    [state, pageSize],
  );
  useEffect(() => {
    let live = true;
    fetchPage(1).then(
      (page) => live && setView({ status: 'ready', list: page.list, total: page.total, page: 1 }),
      (error: unknown) => live && setView({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, round]);
  if (view.status === 'loading') return <LoadingView lines={4} />;
  if (view.status === 'error') return <ErrorView message={view.message} onRetry={() => { setView({ status: 'loading' }); setRound((n) => n + 1); }} />;
  if (view.list.length === 0) return <EmptyView title="暂无额度明细" description="获得或使用额度后会记录在这里" />;
  const more = async () => {
    const page = await fetchPage(view.page + 1);
    setView({ status: 'ready', list: [...view.list, ...page.list], total: page.total, page: view.page + 1 });
  };
  return (
    <>
      <List>
        {view.list.map((r) => (
          <List.Item key={r.id} description={r.createTime} extra={<span style={{ color: r.change >= 0 ? 'var(--adm-color-success)' : 'var(--adm-color-text)' }}>{signed(r.change)}</span>}>
            {KIND_TEXT[r.kind]} · {r.remark}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={more} hasMore={view.list.length < view.total}>
        {(hasMore) => (hasMore ? '加载中...' : '没有更多了')}
      </InfiniteScroll>
    </>
  );
}
