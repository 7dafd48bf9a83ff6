import { DotLoading } from 'antd-mobile';

/** Shown while the first page's code loads. */
export function PageLoading() {
  return (
    <div className="app-page-loading" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>加载中...</span>
    </div>
  );
}
