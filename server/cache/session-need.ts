import type { ApiCode } from '../../schemas/api/contract.gen';

/**
 * Public apiCodes whose answer depends on the caller when a token comes along (lottery counts,
 * coupon states, unread count, member prices…): the gateway resolves their session when a token is
 * sent and ignores a bad one. Every other public apiCode is answered without looking at the token;
 * apiCodes with `auth: true` always resolve it. session-need.test.ts keeps this list complete.
 */
export const OPTIONAL_SESSION: ReadonlySet<ApiCode> = new Set<ApiCode>(['AC001', 'AC004', 'BA009', 'BA030', 'CL001', 'EQ001', 'GD003', 'MB001']);
