import { Button, Skeleton } from 'antd-mobile';
import { StateBlock } from './state-block';
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

/**
 * What a page asked for does not exist (the gateway's 订单 X 不存在 and the like): its words and a
 * way back, never 重试, since asking again cannot change the answer.
 */
export function NotFoundView({ title = '未找到相关内容', message, backText = '返回', onBack }: { title?: string; message: string; backText?: string; onBack: () => void }) {
  return (
    <StateBlock status="empty" title={title} description={message} style={{ padding: '16px 0' }}>
      <Button size="small" color="primary" fill="outline" onClick={onBack}>
        {backText}
      </Button>
    </StateBlock>
  );
}
