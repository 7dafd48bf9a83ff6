import type { KeyValueStorage } from '@/lib/storage';
import { sessionDraft } from './session-draft';

/**
 * The unpaid order a customer left the cashier for with 去授信: kept in sessionStorage while they go
 * through the credit activation (ID card, personal info), so the 激活成功 screen can offer 继续支付
 * back to that order's cashier. Read by `limit-granted`, dropped when used.
 */
export interface CreditReturn {
  orderId: string;
}

const KEY = 'qsh.creditReturn';

const isReturn = (v: unknown): v is CreditReturn => typeof v === 'object' && v !== null && typeof (v as CreditReturn).orderId === 'string' && (v as CreditReturn).orderId !== '';

export const creditReturn = (storage?: KeyValueStorage) => sessionDraft<CreditReturn>(KEY, isReturn, storage);
