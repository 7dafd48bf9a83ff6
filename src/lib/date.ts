/** The time zone every day boundary of the product is computed in. */
export const APP_TIME_ZONE = 'Asia/Shanghai';

/** A calendar day. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Asia/Shanghai; undefined for an invalid date. */
export function shanghaiDay(instant: Date | number): DayParts | undefined {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = partsFormatter.formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: pick('year'), month: pick('month'), day: pick('day') };
}

/** Formats an instant as yyyy-MM-dd in Asia/Shanghai; '' for an invalid date. */
export function formatDate(instant: Date | number): string {
  const parts = shanghaiDay(instant);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(parts.year).padStart(4, '0')}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** True when year-month-day names a real day of the Gregorian calendar. */
export function isRealDay({ year, month, day }: DayParts): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}
