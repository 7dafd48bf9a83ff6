import { Button } from 'antd-mobile';
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { removePreview } from '@/renderer/preview';
import { StateBlock } from '@widgets/shared/state-block';

/** A page whose code could not load (e.g. a chunk failed on a flaky network): say so and offer a retry. */
export function RouteError() {
  const error = useRouteError();
  console.error('[qsh app] route failed to load', error);
  // The page's build-time preview must not cover the error.
  useLayoutEffect(() => removePreview(), []);
  return (
    <StateBlock status="default" title="页面加载失败" description="网络不稳定，请稍后重试">
      <Button color="primary" onClick={() => window.location.reload()}>
        重试
      </Button>
    </StateBlock>
  );
}
