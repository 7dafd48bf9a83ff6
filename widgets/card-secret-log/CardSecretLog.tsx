import { List } from 'antd-mobile';
import { EmptyView } from '@/ui/load-states';
import { LoadMore } from '@/ui/load-more';
import type { WidgetProps } from '../types';
import type { CardSecretLogProps, RetrieveLogPage } from './props.schema';
import { ListRow } from '@/ui/list-row';

const ACTION_TEXT: Record<string, string> = { RETRIEVE: '提取卡密' };

/** Retrievals of the block's data source (CP003); later pages come through `state.paging`. */
export function CardSecretLog({ props, data, onAction, state }: WidgetProps<CardSecretLogProps, RetrieveLogPage>) {
  const { paging } = state;
  if ((data?.list ?? []).length === 0 && !paging?.hasMore) return <EmptyView title={props.emptyText} description={props.emptyDescription} />;
  return (
    <>
      <List>
        {(data?.list ?? []).map((r) => (
          <ListRow
            key={r.id}
            description={r.createTime}
            extra={ACTION_TEXT[r.action] ?? r.action}
            onPress={() => onAction({ kind: 'navigate', to: props.cardPath, query: { cardId: r.cardId } })}
          >
            {r.name}
          </ListRow>
        ))}
      </List>
      {paging ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </>
  );
}
