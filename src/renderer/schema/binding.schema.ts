import type { FromSchema } from 'json-schema-to-ts';

/** The four binding sources; `{ "$query": "productId" }` reads the route query, and so on. */
export const BINDING_KEYS = ['$query', '$param', '$user', '$app'] as const;

const source = { type: 'string', minLength: 1 } as const;
const branch = <K extends (typeof BINDING_KEYS)[number], D extends string>(key: K, description: D) =>
  ({
    type: 'object',
    description,
    required: [key],
    properties: { [key]: source, default: {} } as { readonly [P in K]: typeof source } & { readonly default: object },
    additionalProperties: false,
  }) as const;

/** A declarative value read at render time; `default` is used when the source has no value. */
export const bindingSchema = {
  title: 'Binding',
  description: 'A value read at render time: {"$query": name}, {"$param": name}, {"$user": "isLoggedIn" | "info.flow" ...} or {"$app": "variant" ...}; optional "default".',
  oneOf: [
    branch('$query', 'Reads the URL query parameter of this name.'),
    branch('$param', 'Reads the path parameter of this name (a :name segment of route.path).'),
    branch('$user', 'Reads the user store: isLoggedIn, flow, info.id, info.name, info.phone, info.memberCardType, ...'),
    branch('$app', 'Reads the app store: variant, shell, appVersion, appVersionNum, channel, theme, inAppShell.'),
  ],
} as const;

/** `{ "$query": "productId" }` and friends; `default` is used when the source has no value. */
export type Binding = FromSchema<typeof bindingSchema>;
