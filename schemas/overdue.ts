/**
 * What the gateway answers (rspCode 9991) to a call that spends or pays out while the customer has
 * an overdue bill, and what the loan screens say before any form the gateway would refuse
 * (server/domain/overdue.ts; widgets/shared/loan-states.tsx).
 */
export const OVERDUE_MESSAGE = '您有逾期未还的账单，请先还款后再操作';
