/** ajv options shared by the checker and the validator compiler, so both judge alike. */
export const AJV_OPTIONS = {
  allErrors: true,
  discriminator: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
} as const;

/**
 * Editor-only annotations in schemas/page.schema.json (VS Code's `defaultSnippets` and
 * `enumDescriptions`) and the gateway contract's `x-multiline` (text fields that may hold tab and newline,
 * server/gateway/input-policy.ts). They never fail; ajv in strict mode must be told they exist:
 * `new Ajv({ ...AJV_OPTIONS, keywords: [...EDITOR_KEYWORDS] })`.
 */
export const EDITOR_KEYWORDS = ['defaultSnippets', 'enumDescriptions', 'x-multiline'] as const;
