import { GatewayError } from '@/services/gateway/types';

/**
 * rspCodes that mean the page schema (or a widget's props) is wrong, not the customer's request:
 * 1001 (the params break the apiCode's request schema) and 1002 (unknown apiCode); see
 * server/gateway/biz-error.ts.
 */
export const CONFIG_RSP_CODES: readonly string[] = ['1001', '1002'];

/** True when a gateway call failed because of a configuration mistake (rspCode 1001/1002). */
export function isConfigError(error: unknown): error is GatewayError {
  return error instanceof GatewayError && error.rspCode !== undefined && CONFIG_RSP_CODES.includes(error.rspCode);
}
