/** ajv options shared by the checker and the validator compiler, so both judge alike. */
export const AJV_OPTIONS = {
  allErrors: true,
  discriminator: true,
  strict: true,
  strictTypes: false,
  allowUnionTypes: true,
} as const;
