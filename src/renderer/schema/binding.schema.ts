/** The four binding sources; `{ "$query": "productId" }` reads the route query, and so on. */
export const BINDING_KEYS = ['$query', '$param', '$user', '$app'] as const;

/** A declarative value read at render time; `default` is used when the source has no value. */
export const bindingSchema = {
  title: 'Binding',
  description: 'A value read at render time: {"$query": name}, {"$param": name}, {"$user": "isLoggedIn" | "info.flow" ...} or {"$app": "variant" ...}; optional "default".',
  oneOf: BINDING_KEYS.map((key) => ({
    type: 'object',
    required: [key],
    properties: { [key]: { type: 'string', minLength: 1 }, default: {} },
    additionalProperties: false,
  })),
} as const;
