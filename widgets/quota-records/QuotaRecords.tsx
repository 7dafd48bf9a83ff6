import { List } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { QuotaPage, QuotaRecord, QuotaRecordsProps } from './props.schema';
import { LoadMore } from '@/ui/load-more';
import { EmptyView } from '@/ui/load-states';

const KIND_TEXT: Record<QuotaRecord['kind'], string> = { GRANT: '授信', USE: '使用', REPAY: '还款', RELEASE: '恢复' };

const signed = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '-' : ''}${formatMoney(Math.abs(cents))}`;

/** Records of the block's data source (CR005); its later pages come through `state.paging`. */
export function QuotaRecords({ props, data, state }: WidgetProps<QuotaRecordsProps, QuotaPage>) {
  const list = data?.list ?? [];
  const { paging } = state;
  if (list.length === 0) return <EmptyView title={props.emptyText} description={props.emptyDescription} />;
  return (
    <>
      <List>
        {list.map((r) => (
          <List.Item key={r.id} description={r.createTime} extra={<span style={{ color: r.change >= 0 ? 'var(--adm-color-success)' : 'var(--adm-color-text)' }}>{signed(r.change)}</span>}>
            {KIND_TEXT[r.kind]} · {r.remark}
          </List.Item>
        ))}
      </List>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} loadingText="加载中..." />}
    </>
  );
}
