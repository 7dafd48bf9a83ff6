import { Badge, List } from 'antd-mobile';
import { LoadMore } from '@/ui/load-more';
import type { WidgetProps } from '../types';
import type { Message, MessageListProps, MessagePage } from './props.schema';
import './message-list.css';
import { ListRow } from '@/ui/list-row';

const TYPES: Record<string, string> = { SYSTEM: '系统通知', ORDER: '订单消息', BILL: '账单提醒', ACTIVITY: '活动消息' };

/** Messages of the block's data source (MM006); its later pages come through `state.paging`. */
export function MessageList({ data, onAction, state }: WidgetProps<MessageListProps, MessagePage>) {
  const messages: Message[] = data?.list ?? [];
  const { paging } = state;
  return (
    <>
      <List>
        {messages.map((m) => (
          <ListRow
            key={m.id}
            className="qsh-message-row"
            prefix={<Badge content={m.isRead === 'N' ? Badge.dot : null}><span style={{ fontSize: 12, color: 'var(--adm-color-primary)' }}>{TYPES[m.msgType ?? ''] ?? '消息'}</span></Badge>}
            description={<div className="qsh-message-text">{m.content}</div>}
            extra={<span style={{ fontSize: 12 }}>{m.createTime?.slice(0, 10)}</span>}
            onPress={() => onAction({ kind: 'dialog', title: m.title, content: m.content, confirmText: '知道了' })}
            arrowIcon={false}
          >
            <div className="qsh-message-title">{m.title}</div>
          </ListRow>
        ))}
      </List>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} />}
    </>
  );
}
