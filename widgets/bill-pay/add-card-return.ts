import { readJson, webStorage, write } from '@/lib/storage';
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

export function rememberAddCard(leaving: AddCardLeaving): void {
  write(webStorage('sessionStorage'), ADD_CARD_RETURN_KEY, JSON.stringify(leaving));
}

/** What 添加银行卡 left for the same bills (the page is drawn anew on the way back), or undefined. */
export function readAddCard(bills: string): AddCardLeaving | undefined {
  const leaving = readJson<AddCardLeaving | undefined>(webStorage('sessionStorage'), ADD_CARD_RETURN_KEY, (v): v is AddCardLeaving | undefined => isLeaving(v), undefined);
  return leaving?.bills === bills ? leaving : undefined;
}

export function forgetAddCard(): void {
  write(webStorage('sessionStorage'), ADD_CARD_RETURN_KEY, undefined);
}

/** The method to preselect on the way back: the card bound meanwhile (the newest), else the method chosen before leaving. */
export function methodOnReturn(leaving: AddCardLeaving, cards: readonly BankCard[]): Method | undefined {
  const known = leaving.cardIds;
  const added = known ? cards.filter((c) => !known.includes(c.id)) : [];
  const newest = added.reduce<BankCard | undefined>((a, c) => (a && a.id > c.id ? a : c), undefined);
  return newest ? `card-${newest.id}` : leaving.method;
}
