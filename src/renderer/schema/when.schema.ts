const oneOrMany = (item: object) => ({ anyOf: [item, { type: 'array', minItems: 1, items: item }] });
const strings = { type: 'array', minItems: 1, items: { type: 'string' } } as const;
const grantCheck = (what: string) => ({
  description: `${what}: one name, or {"anyOf": [...]} / {"allOf": [...]}.`,
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'object', required: ['anyOf'], properties: { anyOf: strings }, additionalProperties: false },
    { type: 'object', required: ['allOf'], properties: { allOf: strings }, additionalProperties: false },
  ],
});

/** A block's declarative condition; every key given must hold (see docs/schemas.md, Conditions). */
export const whenSchema = {
  title: 'Condition',
  type: 'object',
  minProperties: 1,
  properties: {
    variant: oneOrMany({ enum: ['official', 'verify'] }),
    loggedIn: { type: 'boolean' },
    flow: oneOrMany({ enum: ['IDCARD', 'INFO', 'FINISH'] }),
    shell: oneOrMany({ enum: ['flutter', 'uni', 'browser'] }),
    appVersion: {
      type: 'object',
      description: 'App version number (v1.2.3 -> 123) within min..max, both inclusive.',
      minProperties: 1,
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
      additionalProperties: false,
    },
    permission: grantCheck('Permission'),
    role: grantCheck('Role'),
    not: { $ref: '#/definitions/when' },
    anyOf: { type: 'array', minItems: 1, items: { $ref: '#/definitions/when' } },
    allOf: { type: 'array', minItems: 1, items: { $ref: '#/definitions/when' } },
  },
  additionalProperties: false,
} as const;
