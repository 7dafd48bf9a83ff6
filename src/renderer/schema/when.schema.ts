import type { FromSchema } from 'json-schema-to-ts';
import { SHELLS } from '@schemas/shells';

const oneOrMany = <const T extends object>(item: T) => ({ anyOf: [item, { type: 'array', minItems: 1, items: item }] }) as const;
const strings = { type: 'array', minItems: 1, items: { type: 'string' } } as const;
const grantCheck = <const D extends string>(description: D) =>
  ({
    description,
    anyOf: [
      { type: 'string', minLength: 1 },
      { type: 'object', required: ['anyOf'], properties: { anyOf: strings }, additionalProperties: false },
      { type: 'object', required: ['allOf'], properties: { allOf: strings }, additionalProperties: false },
    ],
  }) as const;

/** A gateway wall-clock time (Asia/Shanghai), as in the gateway's answers. */
const serverTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' } as const;

/** A block's declarative condition; every key given must hold (see docs/schemas.md, Conditions). */
export const whenSchema = {
  title: 'Condition',
  description: 'Show the block only when every key given holds (docs/schemas.md, Conditions).',
  type: 'object',
  minProperties: 1,
  properties: {
    variant: oneOrMany({ enum: ['official', 'verify'] }),
    loggedIn: { type: 'boolean' },
    flow: oneOrMany({ enum: ['IDCARD', 'INFO', 'FINISH'] }),
    shell: oneOrMany({ enum: SHELLS }),
    appVersion: {
      type: 'object',
      description: 'App version number (v1.2.3 -> 123) within min..max, both inclusive.',
      minProperties: 1,
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
      additionalProperties: false,
    },
    permission: grantCheck('Permission: one name, or {"anyOf": [...]} / {"allOf": [...]}.'),
    role: grantCheck('Role: one name, or {"anyOf": [...]} / {"allOf": [...]}.'),
    between: {
      type: 'object',
      description:
        'Server time window: holds from `from` (inclusive) until `to` (exclusive), Asia/Shanghai wall-clock times "yyyy-MM-dd HH:mm:ss" (or "yyyy-MM-dd"); either end may be left out. Read against the gateway\'s clock, and re-evaluated when a boundary passes.',
      minProperties: 1,
      properties: { from: serverTime, to: serverTime },
      additionalProperties: false,
    },
    query: {
      type: 'string',
      minLength: 1,
      description: 'Holds when the page was opened with this URL query parameter, not empty (a result page shows its outcome only when it was given one; `not` gives the state for a page opened without it).',
    },
    not: { $ref: '#/definitions/when' },
    anyOf: { type: 'array', minItems: 1, items: { $ref: '#/definitions/when' } },
    allOf: { type: 'array', minItems: 1, items: { $ref: '#/definitions/when' } },
  },
  additionalProperties: false,
} as const;

/** The recursive keys (`not`, `anyOf`, `allOf`) refer back to the condition; they are typed by hand (When). */
type WhenLeaves = Omit<FromSchema<typeof whenSchema>, 'not' | 'anyOf' | 'allOf'>;

/** A block's condition, derived from whenSchema; the recursion point is this interface. */
export interface When extends WhenLeaves {
  not?: When;
  anyOf?: readonly When[];
  allOf?: readonly When[];
}

/** A permission or role requirement: one name, any of a list, or all of a list. */
export type GrantCheck = NonNullable<WhenLeaves['permission']>;
