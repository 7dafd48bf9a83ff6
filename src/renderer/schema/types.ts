/**
 * The renderer's types of a page schema, derived from the schema consts with FromSchema. Where a
 * schema refers to a definition (`$ref`: block, condition, data source, action) the key is typed
 * by hand here, which is also where recursion (blocks in blocks) stops: FromSchema itself never
 * follows a `$ref`, so the type checker stays fast.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Action } from '@/actions/types';
import type { ApiSourceSpec, StaticSourceSpec } from './data-source.schema';
import type { blockShapeSchema } from './block.schema';
import type { navBarSchema } from './nav-bar.schema';
import type { pageShapeSchema } from './page-shape.schema';
import type { When } from './when.schema';

type Refs<T, K extends keyof T> = Omit<T, K>;

/** A block as the renderer reads it (schema: blockShapeSchema). */
export interface BlockSchema extends Refs<FromSchema<typeof blockShapeSchema>, 'data' | 'when' | 'blocks'> {
  /** A page data source name, or an inline data source (a call or static data). */
  data?: string | ApiSourceSpec | StaticSourceSpec;
  /** Render the block only when this holds. */
  when?: When;
  /** Child blocks (container, card, tabs). */
  blocks?: BlockSchema[];
}

type NavBarShape = FromSchema<typeof navBarSchema>;
/** The nav bar options of a page (schema: navBarSchema). */
export interface NavBarOptions extends Refs<NavBarShape, 'right'> {
  right?: { text: string; action: Action };
}

/** A page schema as the renderer reads it (schema: pageShapeSchema; the full one: schemas/page.schema.json). */
export interface PageSchema extends Refs<FromSchema<typeof pageShapeSchema>, 'navBar' | 'data' | 'blocks'> {
  /** Options for the nav bar the shell draws. */
  navBar?: NavBarOptions;
  /** Named data sources; blocks refer to them with `"data": "name"`. */
  data?: Record<string, ApiSourceSpec | StaticSourceSpec>;
  blocks: BlockSchema[];
}
