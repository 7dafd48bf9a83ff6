/**
 * What buying a membership card does while another may be in force. The gateway (MB002 and the
 * fulfilment of a paid VIP_BUY order) and the app's card page (`member-cards`: the button's text)
 * both read this one rule (docs/server.md and docs/screens.md, "Membership cards").
 *
 * A card's level is its `sort` (YEAR_CARD 1 is above QUARTER_CARD 2, above EXP_CARD 3). Paid days
 * are never lost:
 * - OPEN: no card in force; the card starts now.
 * - RENEW: the card in force again; its days are added after the current expiry.
 * - UPGRADE: a higher card; it replaces the one in force and its days are added after the current
 *   expiry (the days left move up to the higher card).
 * - LOWER: a lower card while a higher one is in force; refused (it would either take away the
 *   higher card's rights or give them for the lower card's price).
 */
export type CardPurchase = 'OPEN' | 'RENEW' | 'UPGRADE' | 'LOWER';

/** A card by its type and level (`sort`, 1 the highest). */
export interface CardLevel {
  cardType: string;
  sort: number;
}

/** `current` is the card in force (undefined when none). */
export function cardPurchase(current: CardLevel | undefined, chosen: CardLevel): CardPurchase {
  if (!current) return 'OPEN';
  if (current.cardType === chosen.cardType) return 'RENEW';
  return chosen.sort < current.sort ? 'UPGRADE' : 'LOWER';
}

/** The gateway's message (rspCode 2909) and the app's note when a lower card is chosen. */
export const LOWER_CARD_MESSAGE = '当前会员有效期内不可购买低等级会员卡，可续费或升级';
