/** A block: one widget on the page, with its props, data source and condition. */
/** Without widget types (the browser's shape check) any type name passes; the renderer reports unknown ones per block. */
export function blockSchema(widgetTypes?: readonly string[]) {
  return {
    title: 'Block',
    type: 'object',
    required: ['type'],
    properties: {
      type: widgetTypes ? { enum: widgetTypes, description: 'The widget (see docs/widgets.md).' } : { type: 'string' },
      id: { type: 'string', description: 'Optional stable id (used as the React key).' },
      props: { type: 'object', description: "The widget's props; values may be bindings." },
      data: {
        description: 'A page data source name, or an inline data source.',
        anyOf: [{ type: 'string' }, { $ref: '#/definitions/dataSource' }],
      },
      when: { $ref: '#/definitions/when' },
      hideWhenEmpty: { type: 'boolean', description: 'Leave the block out (instead of 暂无数据) when its data is empty.' },
      blocks: { type: 'array', items: { $ref: '#/definitions/block' }, description: 'Child blocks (container, card, tabs).' },
    },
    additionalProperties: false,
  } as const;
}
