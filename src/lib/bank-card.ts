import { BIN_LENGTH, bankOfCardNo } from '@schemas/bank-bins';

/**
 * Bank card numbers as the add-card screen handles them. The card number only ever lives in the
 * form's state (and its in-memory draft, never storage) and the BK002 call; the gateway keeps the
 * masked number alone.
 */

/** Luhn (mod 10) check; the gateway checks the same (BK002 answers 2702 otherwise). */
export function luhnOk(cardNo: string): boolean {
  if (!/^\d+$/.test(cardNo)) return false;
  let sum = 0;
  [...cardNo].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
}

/** What BK002 accepts: 15 to 19 digits passing the Luhn check. */
export function isCardNo(cardNo: string): boolean {
  return /^\d{15,19}$/.test(cardNo) && luhnOk(cardNo);
}

/** Digits only, at most 19 (what a user types or pastes, spaces and dashes dropped). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19);
}

/** "6225888888888888" -> "6225 8888 8888 8888": groups of four for reading. */
export function groupCardNo(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The bank of a card number from its first six digits (the BIN table shared with the gateway, schemas/bank-bins.ts), or undefined until known. */
export function bankOf(digits: string): string | undefined {
  return bankOfCardNo(digits);
}

/** How many digits name the bank. */
export { BIN_LENGTH };

export const CARD_TYPE_TEXT = { DEBIT: '储蓄卡', CREDIT: '信用卡' } as const;
