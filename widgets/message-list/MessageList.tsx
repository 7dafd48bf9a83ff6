import { Badge, List } from 'antd-mobile';
import { useState } from 'react';
import { LoadMore } from '../shared/load-more';
import type { WidgetProps } from '../types';
import type { Message, MessageListProps, MessagePage } from './props.schema';

const TYPES: Record<string, string> = { SYSTEM: '系统通知', ORDER: '订单消息', BILL: '账单提醒', ACTIVITY: '活动消息' };

export function MessageList({ props, data, onAction, state }: WidgetProps<MessageListProps, MessagePage>) {
  const first = data ?? { list: [] };
  const pageSize = first.pageSize ?? 10;
  const [pages, setPages] = useState<Message[][]>([]);
  const messages = [...first.list, ...pages.flat()];
  const lastPage = pages.at(-1) ?? first.list;
  const hasMore = first.total !== undefined ? messages.length < first.total && lastPage.length > 0 : lastPage.length >= pageSize;
  const loadMore = async () => {
    const next = (await state.request(props.api ?? 'MM006', { pageNum: (first.pageNum ?? 1) + pages.length + 1, pageSize })) as MessagePage;
    setPages((p) => [...p, next.list ?? []]);
  };
  return (
    <>
      <List>
        {messages.map((m) => (
          <List.Item
            key={m.id}
            prefix={<Badge content={m.isRead === 'N' ? Badge.dot : null}><span style={{ fontSize: 12, color: 'var(--adm-color-primary)' }}>{TYPES[m.msgType ?? ''] ?? '消息'}</span></Badge>}
            description={<div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{m.content}</div>}
            extra={<span style={{ fontSize: 12 }}>{m.createTime?.slice(0, 10)}</span>}
            onClick={() => onAction({ kind: 'dialog', title: m.title, content: m.content, confirmText: '知道了' })}
            arrowIcon={false}
          >
            {m.title}
          </List.Item>
        ))}
      </List>
      {hasMore && <LoadMore loadMore={loadMore} hasMore={hasMore} />}
    </>
  );
}
