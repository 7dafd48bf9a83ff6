import { asPlainObject } from './json';

/** A phone contact as the native app reports it, cleaned. */
export interface PhoneContact {
  contactName: string;
  contactPhone1: string;
  contactPhone2: string;
  contactPhone3: string;
}

/** Contact phones are cut to this many characters. */
export const CONTACT_PHONE_MAX = 20;

const FIELDS = ['contactName', 'contactPhone1', 'contactPhone2', 'contactPhone3'] as const;

function stripQuotes(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/["'“”‘’]/g, '').trim() : '';
}

/**
 * Cleans a contact from the native app (an object or its JSON string): quotes are stripped from
 * every field and phones cut to 20 characters. Undefined when there is neither a name nor a phone.
 */
export function cleanContact(raw: unknown): PhoneContact | undefined {
  const source = asPlainObject(raw);
  if (!source) return undefined;
  const contact = Object.fromEntries(
    FIELDS.map((f) => {
      const text = stripQuotes(source[f]);
      return [f, f === 'contactName' ? text : [...text].slice(0, CONTACT_PHONE_MAX).join('')];
    }),
  ) as unknown as PhoneContact;
  return FIELDS.some((f) => contact[f] !== '') ? contact : undefined;
}
