import { Button, ErrorBlock, Skeleton } from 'antd-mobile';

/** Shown while a block's widget code or data loads. */
export function BlockSkeleton() {
  return (
    <div style={{ padding: 12 }} aria-busy="true">
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/** Shown when a block's data source answers with nothing. */
export function BlockEmpty() {
  return <ErrorBlock status="empty" title="暂无数据" description="" style={{ padding: '16px 0' }} />;
}

/** Shown when a block's data source fails; 重试 loads it again. */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBlock status="disconnected" title="加载失败" description={message} style={{ padding: '16px 0' }}>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </ErrorBlock>
  );
}
