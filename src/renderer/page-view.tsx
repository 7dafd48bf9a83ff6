import { ErrorBlock } from 'antd-mobile';
import type { RouteMeta } from './route.schema';

/** A page schema as the renderer reads it (see schemas/page.schema.json). */
export interface PageSchema {
  route: RouteMeta;
  title: string;
  tabBar?: boolean;
  blocks: unknown[];
}

export interface PageViewProps {
  page: PageSchema;
  query: Record<string, string>;
  params: Record<string, string>;
}

/** Renders a page schema's blocks. */
export function PageView({ page }: PageViewProps) {
  if (page.blocks.length === 0) return <ErrorBlock status="empty" title="暂无数据" description="" />;
  return null;
}
