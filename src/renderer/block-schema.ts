/** A block as the renderer reads it, derived from its JSON Schema (src/renderer/schema/block.schema.ts). */
export type { BlockSchema } from './schema/types';
