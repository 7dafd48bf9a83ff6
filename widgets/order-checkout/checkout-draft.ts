import type { KeyValueStorage } from '@/lib/storage';
import { newestAdded, sessionDraft } from '@widgets/shared/session-draft';
import type { CheckoutAddress } from './props.schema';

/**
 * The checkout's choices, kept in sessionStorage while the customer is on another page (the address
 * form of 新增收货地址, or anywhere else) so that coming back to the same checkout finds them again.
 * One draft per goods, SKU and quantity; it counts only for the `?periods=` it was made with (a new
 * choice on the goods page starts afresh) and is dropped once the order is placed.
 */
export interface CheckoutDraft {
  /** The `?periods=` of the checkout the draft belongs to. */
  entry: string;
  periods: number;
  addressId?: number | undefined;
  couponId?: number | undefined;
  /** The addresses there were when 新增收货地址 was tapped: one that is new on return is the one just added. */
  knownAddressIds?: number[];
}

export const checkoutDraftKey = (spuId: string, skuId: string, quantity: number) => `qsh.checkoutDraft.${spuId}:${skuId}:${quantity}`;

const isDraft = (v: unknown): v is CheckoutDraft =>
  typeof v === 'object' && v !== null && typeof (v as CheckoutDraft).entry === 'string' && typeof (v as CheckoutDraft).periods === 'number';

export function readCheckoutDraft(key: string, entry: string, storage?: KeyValueStorage): CheckoutDraft | undefined {
  return sessionDraft(key, isDraft, storage).read((draft) => draft.entry === entry);
}

export function saveCheckoutDraft(key: string, draft: CheckoutDraft | undefined, storage?: KeyValueStorage): void {
  const kept = sessionDraft(key, isDraft, storage);
  if (draft === undefined) kept.clear();
  else kept.write(draft);
}

/** The address to show: the one added since 新增收货地址 (the newest), else the draft's, else the default, else the first. */
export function initialAddress(addresses: readonly CheckoutAddress[], draft: CheckoutDraft | undefined): number | undefined {
  const added = newestAdded(draft?.knownAddressIds, addresses);
  const kept = addresses.find((a) => a.id === draft?.addressId);
  return (added ?? kept ?? addresses.find((a) => a.isDefault === 'Y') ?? addresses[0])?.id;
}
