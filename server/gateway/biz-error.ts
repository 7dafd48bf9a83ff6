/** A business-rule failure: the dispatcher answers HTTP 200 with this rspCode and rspMsg. */
export class BizError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const RSP = {
  ok: '0000',
  noSession: '0004',
  expired: '0005',
  badJson: '1000',
  invalid: '1001',
  unknownApi: '1002',
  internal: '5000',
  overdue: '9991',
} as const;
