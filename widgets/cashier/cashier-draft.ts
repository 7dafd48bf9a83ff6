import type { KeyValueStorage } from '@/lib/storage';
import { newestAdded, sessionDraft } from '@widgets/shared/session-draft';
import type { CashierCard } from './props.schema';

/**
 * What the cashier keeps in sessionStorage while the customer binds a card (添加银行卡 opens the
 * add-card form, which comes back when done): the cards there were, so the one that is new on
 * return is the card to pay with. One draft per order; read once, then dropped.
 */
export interface CashierDraft {
  knownCardIds: number[];
}

export const cashierDraftKey = (orderId: string) => `qsh.cashierDraft.${orderId}`;

const isDraft = (v: unknown): v is CashierDraft =>
  typeof v === 'object' && v !== null && Array.isArray((v as CashierDraft).knownCardIds) && (v as CashierDraft).knownCardIds.every((id) => typeof id === 'number');

export function saveCashierDraft(orderId: string, cards: readonly CashierCard[], storage?: KeyValueStorage): void {
  sessionDraft(cashierDraftKey(orderId), isDraft, storage).write({ knownCardIds: cards.map((c) => c.id) });
}

/** The card bound since 添加银行卡 was tapped for this order (the newest new one), if any; the draft is dropped. */
export function takeAddedCard(orderId: string, cards: readonly CashierCard[], storage?: KeyValueStorage): CashierCard | undefined {
  const kept = sessionDraft(cashierDraftKey(orderId), isDraft, storage);
  const draft = kept.read();
  if (draft === undefined) return undefined;
  kept.clear();
  return newestAdded(draft.knownCardIds, cards);
}
