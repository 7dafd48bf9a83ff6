import { Component, useLayoutEffect, type ReactNode } from 'react';
import { removePreview } from '@/renderer/preview';
import { StateView } from '@/ui/load-states';

/** A page whose code could not load (e.g. a chunk failed on a flaky network): say so and offer a retry. */
export function RouteError() {
  // The page's build-time preview must not cover the error.
  useLayoutEffect(() => removePreview(), []);
  return (
    <StateView status="default" title="页面加载失败" description="网络不稳定，请稍后重试" actions={[{ text: '重试', onPress: () => window.location.reload() }]} />
  );
}

/** Shows RouteError instead of a page (or the shell) that failed to load or render. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[qsh app] route failed to load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
