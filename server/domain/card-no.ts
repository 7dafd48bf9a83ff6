import { bankOfCardNo } from '../../schemas/bank-bins';

/** Luhn (mod 10) check of a bank card number. */
export function luhnOk(cardNo: string): boolean {
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

/** The bank's name stored with a card: from the BIN table the add-card screen uses too (schemas/bank-bins.ts). */
export function bankName(cardNo: string): string {
  return bankOfCardNo(cardNo) ?? '银联卡';
}

/** "6225 **** **** 8888": the only form of a card number the server keeps. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}
