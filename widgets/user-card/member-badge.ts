/** The badge text of a membership card type; no badge without a card in force. */
const BADGES: Record<string, string> = { YEAR_CARD: '年卡会员', QUARTER_CARD: '季卡会员', EXP_CARD: '体验卡会员' };

export function memberBadge(cardType: string | undefined): string | undefined {
  return cardType ? BADGES[cardType] : undefined;
}
