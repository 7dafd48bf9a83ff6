import { Button, Skeleton } from 'antd-mobile';
import { StateBlock, type StateStatus } from './state-block';
import './load-states.css';

/**
 * The loading, empty and error views of every data block (the renderer uses them too), so each
 * screen's states look the same; a screen passes its own texts where the defaults don't fit.
 */
export function LoadingView({ lines = 3 }: { lines?: number }) {
  return (
    <div className="qsh-loading" aria-busy="true">
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

export function EmptyView({ title = '暂无数据', description = '' }: { title?: string; description?: string }) {
  return <StateBlock status="empty" title={title} description={description} style={{ padding: '16px 0' }} />;
}

export function ErrorView({ title = '加载失败', message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  return (
    <StateBlock status="disconnected" title={title} description={message} style={{ padding: '16px 0' }}>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </StateBlock>
  );
}

/** A way on from a state: its words and what a press does. */
export interface WayOn {
  text: string;
  onPress: () => void;
}

/** Props of StateView. */
export interface StateViewProps {
  title: string;
  description?: string | undefined;
  /** The ways on, the main one first. */
  actions: readonly WayOn[];
  /** The picture: `empty` (nothing here, the default), `default` (something went wrong), `disconnected`. */
  status?: StateStatus;
}

/**
 * A screen or block that has nothing to draw, or may not be used yet (未找到该借款记录, 暂无借款记录,
 * 请先完成实名认证 …), with the ways on under it: the first is the main one (primary), the rest plain,
 * each the width of the screen, so every such state reads and looks the same.
 */
export function StateView({ title, description, actions, status = 'empty' }: StateViewProps) {
  return (
    <div className="qsh-state">
      <StateBlock status={status} title={title} description={description ?? ''} style={{ padding: '16px 0' }} />
      <div className="qsh-state-actions">
        {actions.map((a, i) => (
          <Button key={a.text} block shape="rounded" {...(i === 0 ? { color: 'primary' as const } : {})} onClick={a.onPress}>
            {a.text}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * What a page asked for does not exist (the gateway's 订单 X 不存在 and the like): its words and a
 * way back, never 重试, since asking again cannot change the answer.
 */
export function NotFoundView({ title = '未找到相关内容', message, backText = '返回', onBack }: { title?: string; message: string; backText?: string; onBack: () => void }) {
  return <StateView title={title} description={message} actions={[{ text: backText, onPress: onBack }]} />;
}
