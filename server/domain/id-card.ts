import { dayOf } from './time';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** GB 11643 check character of the first 17 digits. */
export function checkDigit(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return CHECK[sum % 11] as string;
}

/** The birth date yyyy-MM-dd of a valid 18-character ID number, or null when the format, date or check digit is wrong. */
export function parseIdNo(idNo: string): { birthDate: string; gender: '男' | '女' } | null {
  const id = idNo.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return null;
  if (checkDigit(id.slice(0, 17)) !== id[17]) return null;
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) return null;
  return { birthDate, gender: Number(id[16]) % 2 === 1 ? '男' : '女' };
}

/** Completed years of age on the Asia/Shanghai day of `now`. */
export function ageOn(birthDate: string, now: number): number {
  const today = dayOf(now);
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}
