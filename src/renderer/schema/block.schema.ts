/** A block: one widget on the page, with its props, data source and condition. */
export const blockShapeSchema = {
  title: 'Block',
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', description: 'The widget (see docs/widgets.md).' },
    id: { type: 'string', description: 'Optional stable id (used as the React key).' },
    props: { type: 'object', description: "The widget's props; values may be bindings." },
    data: {
      description: 'A page data source name, or an inline data source (a call or static data).',
      anyOf: [{ type: 'string' }, { $ref: '#/definitions/dataSource' }],
    },
    when: { $ref: '#/definitions/when' },
    hideWhenEmpty: { type: 'boolean', description: 'Leave the block out (instead of 暂无数据) when its data is empty.' },
    blocks: { type: 'array', maxItems: 500, items: { $ref: '#/definitions/block' }, description: 'Child blocks (container, card, tabs).' },
  },
  additionalProperties: false,
} as const;

/** What an editor shows for a widget type: its name and a one-line description. */
export interface BlockTypeDoc {
  type: string;
  title: string;
  description: string;
}

/**
 * The block schema. Without widget types (the browser's shape check) any type name passes; the
 * renderer reports unknown ones per block. With them (editors, the checker) `type` is an enum
 * whose values editors describe on hover and in completion.
 */
export function blockSchema(widgetTypes?: readonly (string | BlockTypeDoc)[]) {
  if (!widgetTypes) return blockShapeSchema;
  const docs = widgetTypes.map((w) => (typeof w === 'string' ? { type: w, title: '', description: '' } : w));
  const type = {
    description: blockShapeSchema.properties.type.description,
    enum: docs.map((w) => w.type),
    ...(docs.some((w) => w.title) ? { enumDescriptions: docs.map((w) => (w.title ? `${w.title}: ${w.description}` : '')) } : {}),
  };
  return { ...blockShapeSchema, properties: { ...blockShapeSchema.properties, type } };
}
