import { isRealDay, shanghaiDay } from './date';

/** Why an ID number was refused, with the message shown to the user. */
export type IdNumberResult =
  | { ok: true; birthDate: string }
  | { ok: false; reason: 'format' | 'checksum' | 'birthdate' | 'minor'; message: string };

/** Age below which an applicant is refused as a minor. */
export const ADULT_AGE = 18;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

const MESSAGES = {
  format: '请输入18位身份证号码',
  checksum: '身份证号码校验位错误',
  birthdate: '身份证号码中的出生日期无效',
  minor: '未满18周岁，暂不支持申请',
} as const;

/** The GB 11643 check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

function fail(reason: keyof typeof MESSAGES): IdNumberResult {
  return { ok: false, reason, message: MESSAGES[reason] };
}

/**
 * Checks a resident ID number: 18 characters (17 digits and a digit or X, lower-case x accepted),
 * the GB 11643 check digit, a real birth date not in the future, and age 18 or over on `today`
 * (default now), counted in Asia/Shanghai.
 */
export function validateIdNumber(value: string, today: Date = new Date()): IdNumberResult {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return fail('format');
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return fail('checksum');
  const birth = { year: Number(id.slice(6, 10)), month: Number(id.slice(10, 12)), day: Number(id.slice(12, 14)) };
  const now = shanghaiDay(today);
  if (!now || !isRealDay(birth) || birth.year < 1900) return fail('birthdate');
  const key = (d: { year: number; month: number; day: number }) => d.year * 10000 + d.month * 100 + d.day;
  if (key(birth) > key(now)) return fail('birthdate');
  if (key(now) - key(birth) < ADULT_AGE * 10000) return fail('minor');
  return { ok: true, birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}` };
}
