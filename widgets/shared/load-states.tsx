import { Button, ErrorBlock, Skeleton } from 'antd-mobile';

/** The same loading, empty and error views the renderer gives data blocks, for widgets that load on their own. */
export function LoadingView() {
  return (
    <div style={{ padding: 12 }} aria-busy="true">
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

export function EmptyView({ description = '' }: { description?: string }) {
  return <ErrorBlock status="empty" title="暂无数据" description={description} style={{ padding: '16px 0' }} />;
}

export function ErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBlock status="disconnected" title="加载失败" description={message} style={{ padding: '16px 0' }}>
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
    </ErrorBlock>
  );
}
