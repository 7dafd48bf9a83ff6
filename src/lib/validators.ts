/** Longest address detail accepted by the address form. */
export const ADDRESS_DETAIL_MAX = 200;

/** Mainland mobile number: 11 digits starting with 1. */
export function isPhone(value: string): boolean {
  return /^1\d{10}$/.test(value);
}

/** Postal code: exactly 6 digits. */
export function isPostalCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Address detail: not blank and at most 200 characters (code points). */
export function isAddressDetail(value: string): boolean {
  return value.trim().length > 0 && [...value].length <= ADDRESS_DETAIL_MAX;
}
