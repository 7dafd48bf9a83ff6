/** A time given to the publishing API: epoch ms, or an ISO 8601 date-time (server clock). */
export function parseTime(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    return Number.isFinite(ms) ? ms : 'invalid';
  }
  return 'invalid';
}

/** The schedule window of a publish request, or the message saying what is wrong with it. */
export function scheduleOf(start: unknown, end: unknown, now: number): { start: number | null; end: number | null } | { error: string } {
  const s = parseTime(start);
  const e = parseTime(end);
  if (s === 'invalid') return { error: '开始时间格式错误（ISO 8601 或毫秒时间戳）' };
  if (e === 'invalid') return { error: '结束时间格式错误（ISO 8601 或毫秒时间戳）' };
  if (e !== null && e <= now) return { error: '结束时间必须晚于当前时间' };
  if (s !== null && e !== null && e <= s) return { error: '结束时间必须晚于开始时间' };
  return { start: s, end: e };
}
