/**
 * The user's membership as the goods and equity widgets read it: their `memberCardType` prop,
 * bound on the page to the user info (`{"$user": "info.memberCardType", "default": "NONE"}`).
 */

/** Whether a card type is a membership: any card but NONE (and not a missing or empty value). */
export function isMemberCard(cardType: string | undefined): boolean {
  return !!cardType && cardType !== 'NONE';
}

/** The `memberCardType` prop's schema; `effect` says what a member sees. */
export const memberCardTypeProp = (effect: string) =>
  ({ type: 'string', default: 'NONE', description: `The user's card, e.g. {"$user": "info.memberCardType"}: ${effect}` }) as const;
