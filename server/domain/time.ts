const TZ = 'Asia/Shanghai';
const dateFmt = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFmt = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export const DAY_MS = 24 * 3600 * 1000;

/** yyyy-MM-dd in Asia/Shanghai. */
export function dayOf(ms: number): string {
  return dateFmt.format(new Date(ms));
}

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
export function formatTime(ms: number): string {
  return `${dayOf(ms)} ${timeFmt.format(new Date(ms))}`;
}

/** The same day of month, `months` later (clamped to the month's last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole days from day `a` to day `b` (both yyyy-MM-dd). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
