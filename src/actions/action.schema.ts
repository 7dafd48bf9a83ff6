import type { FromSchema } from 'json-schema-to-ts';

/** A product as the dispatcher needs it (spec §3 Product). */
export const productSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    id: { type: ['string', 'number'] },
    productId: { type: ['string', 'number'] },
    type: {
      type: 'string',
      enum: ['H5', 'FORM', 'JOIN', 'JOIN_ONLY', 'JOIN_WHOLE', 'CASH_LOAN_SXG', 'CASH_LOAN_SELF', 'CREDIT_BILL'],
    },
    link: { type: 'string' },
    isCredit: { type: 'string', enum: ['Y', 'N'] },
    name: { type: 'string' },
  },
} as const;

/** An ad (spec §3 Ad). */
export const adSchema = {
  type: 'object',
  required: ['urlType'],
  properties: {
    id: { type: ['string', 'number'] },
    urlType: { type: 'string', enum: ['IN_URL', 'OUT_URL'] },
    queryType: { type: 'string', enum: ['PRODUCT', 'GOODS', 'CATEGORY', 'CUSTOM', 'MARKETING', 'GOODSZONE'] },
    queryTypeValue: { type: 'string' },
    url: { type: 'string' },
    name: { type: 'string' },
    product: productSchema,
  },
} as const;

/** A function entry (spec §3 Function entry). */
export const functionEntrySchema = {
  type: 'object',
  required: ['funcType', 'linkType'],
  properties: {
    id: { type: ['string', 'number'] },
    funcType: { type: 'string', enum: ['IN', 'OUT', 'OUT_WANH'] },
    linkType: {
      type: 'string',
      enum: ['PRODUCT', 'SPU', 'CATEGORY', 'CUSTOM', 'APPVIEW', 'VIRTUAL', 'TELE', 'MARKETING', 'GOODSZONE'],
    },
    linkTypeValue: { type: 'string' },
    funcValues: {
      type: 'array',
      items: { type: 'object', properties: { relationId: { type: ['string', 'number'] } } },
    },
    name: { type: 'string' },
  },
} as const;

const queryValue = { type: ['string', 'number', 'boolean'] } as const;

/** What follows a page's gateway call, on success or on failure; every key is optional. */
const callFollowUpSchema = {
  type: 'object',
  properties: {
    toast: { type: 'string', description: 'A toast. On failure without one, the gateway\'s message is shown.' },
    navigate: {
      type: 'object',
      description: 'Then go to this page.',
      required: ['kind', 'to'],
      properties: {
        kind: { const: 'navigate' },
        to: { type: 'string', pattern: '^/' },
        query: { type: 'object', additionalProperties: queryValue },
        replace: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    reload: { type: 'array', description: 'Names of the page\'s data sources to load again (e.g. the list the call changed).', items: { type: 'string' } },
  },
  additionalProperties: false,
} as const;

/**
 * A gateway call declared in a page schema: only apiCodes whose contract says `"pageCallable":
 * true` (schemas/api/*.json); the checker and the dispatcher both refuse any other.
 */
const callApiSchema = {
  type: 'object',
  required: ['kind', 'api'],
  properties: {
    kind: { const: 'call' },
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$', description: 'An apiCode its contract marks "pageCallable": true.' },
    params: { type: 'object', description: 'The request fields (bindings allowed).' },
    onSuccess: callFollowUpSchema,
    onFailure: callFollowUpSchema,
  },
  additionalProperties: false,
} as const;

/**
 * Everything a tap can do, as plain data. Page schemas and widgets emit these; the
 * dispatcher in src/actions turns each kind into navigation, a native message, a dialog,
 * an order call or a login.
 */
export const actionSchema = {
  /** The marker page-schema tools look for (src/renderer/schema/action-marker.ts): keep it unique. */
  title: 'Action',
  description: 'What a tap does: {"kind": "navigate", "to": "/my"}, {"kind": "back"}, {"kind": "openUrl", "url": ...}, ... (docs/actions.md).',
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'to'],
      properties: {
        kind: { const: 'navigate' },
        to: { type: 'string', pattern: '^/' },
        query: { type: 'object', additionalProperties: queryValue },
        replace: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: 'back' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'url'],
      properties: {
        kind: { const: 'openUrl' },
        url: { type: 'string' },
        title: { type: 'string' },
        inApp: { type: 'boolean', description: 'Show the page in the in-app full-screen popup (same URL gate) instead of leaving the app.' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: 'call' } },
      oneOf: [
        {
          type: 'object',
          required: ['kind', 'phone'],
          properties: { kind: { const: 'call' }, phone: { type: 'string' } },
          additionalProperties: false,
        },
        callApiSchema,
      ],
    },
    {
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: 'login' }, redirect: { type: 'string' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'content'],
      properties: {
        kind: { const: 'dialog' },
        title: { type: 'string' },
        content: { type: 'string' },
        confirmText: { type: 'string' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'to'],
      properties: { kind: { const: 'switchTab' }, to: { type: 'string', pattern: '^/' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'product'],
      properties: { kind: { const: 'product' }, product: productSchema },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'ad'],
      properties: { kind: { const: 'ad' }, ad: adSchema },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'entry'],
      properties: { kind: { const: 'functionEntry' }, entry: functionEntrySchema },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { const: 'logout' },
        confirm: { type: 'string', description: 'Ask this first (titled 提示, buttons 退出登录 / 取消); without it the logout runs at once.' },
        to: { type: 'string', pattern: '^/', description: 'Where to go afterwards (replacing the page); default /my.' },
        endSession: { type: 'boolean', description: 'false when the server session already ended (a cancelled account): no UC012.' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: 'clearCache' } },
      additionalProperties: false,
    },
  ],
} as const;

export type Product = FromSchema<typeof productSchema>;
export type Ad = FromSchema<typeof adSchema>;
export type FunctionEntry = FromSchema<typeof functionEntrySchema>;
export type Action = FromSchema<typeof actionSchema>;
