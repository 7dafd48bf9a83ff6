/** Agreement keys that take a `_verify` form in the verify build (spec §9). */
export const VERIFY_AGREEMENT_KEYS: readonly string[] = ['privacy', 'register', 'member'];

/** Agreement key for the variant: privacy, register and member take a _verify form in the verify build. */
export function agreementKey(key: string, variant: string): string {
  return variant === 'verify' && VERIFY_AGREEMENT_KEYS.includes(key) ? `${key}_verify` : key;
}
