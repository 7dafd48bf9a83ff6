import { newestAdded, sessionDraft } from '@widgets/shared/session-draft';
import type { BankCard, Method } from './pay-methods';

/** sessionStorage key of what the pay page knew when 添加银行卡 left it. */
export const ADD_CARD_RETURN_KEY = 'qsh.billPayAddCard';

/** Kept while the user binds a card: the bills being paid, the method chosen then and the cards bound then. */
export interface AddCardLeaving {
  bills: string;
  method?: Method;
  cardIds?: number[];
}

const isLeaving = (v: unknown): v is AddCardLeaving => typeof v === 'object' && v !== null && typeof (v as AddCardLeaving).bills === 'string';

const leavingDraft = sessionDraft(ADD_CARD_RETURN_KEY, isLeaving);

export function rememberAddCard(leaving: AddCardLeaving): void {
  leavingDraft.write(leaving);
}

/** What 添加银行卡 left for the same bills (the page is drawn anew on the way back), or undefined. */
export function readAddCard(bills: string): AddCardLeaving | undefined {
  return leavingDraft.read((leaving) => leaving.bills === bills);
}

export function forgetAddCard(): void {
  leavingDraft.clear();
}

/** The method to preselect on the way back: the card bound meanwhile (the newest), else the method chosen before leaving. */
export function methodOnReturn(leaving: AddCardLeaving, cards: readonly BankCard[]): Method | undefined {
  const newest = newestAdded(leaving.cardIds, cards);
  return newest ? `card-${newest.id}` : leaving.method;
}
