import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/**
 * Tests that show antd-mobile's imperative Toast / Dialog import this first: like src/app/start.tsx,
 * it lets antd-mobile render through React 19's createRoot (its default calls the removed ReactDOM.render).
 */
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});
