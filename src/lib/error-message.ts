import { NOT_FOUND_CODES } from '@schemas/not-found';

/** What to tell the user about a failure: the error's own message (the gateway's catalogue text), or `fallback`. */
export function errorMessage(error: unknown, fallback = '请稍后重试'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The gateway's business code of a failure (GatewayError's `rspCode`, e.g. '2503'), or undefined. */
export function rspCodeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { rspCode?: unknown }).rspCode : undefined;
}

/** The gateway's answer while the user has an overdue bill: the gateway client shows its message in a dialog, then opens /my/bill. */
export const BILL_OVERDUE_CODE = '9991';

/** Whether a failure is that overdue answer, which the gateway client has already told the user about. */
export function isBillOverdue(error: unknown): boolean {
  return rspCodeOf(error) === BILL_OVERDUE_CODE;
}

/** Whether a failure says the record asked for does not exist (schemas/not-found.ts): asking again cannot change it. */
export function isNotFound(error: unknown): boolean {
  const code = rspCodeOf(error);
  return typeof code === 'string' && NOT_FOUND_CODES.includes(code);
}
