import type { When } from './conditions';
import type { DataSourceSpec } from './data-source';

/** A block as the renderer reads it (its JSON Schema: src/renderer/schema/block.schema.ts). */
export interface BlockSchema {
  /** Widget type, a key of the widget registry. */
  type: string;
  /** Optional stable id, used as the React key. */
  id?: string;
  /** Widget props; values may be bindings. */
  props?: Record<string, unknown>;
  /** A page data source name, or an inline data source. */
  data?: string | DataSourceSpec;
  /** Render the block only when this holds. */
  when?: When;
  /** Leave the block out instead of showing 暂无数据 when its data is empty. */
  hideWhenEmpty?: boolean;
  /** Child blocks (container, card, tabs). */
  blocks?: BlockSchema[];
}
