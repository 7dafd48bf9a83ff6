/**
 * Which pay types ask for the 6-digit pay password. The gateway (CS001 `needPassword`, CS002, BL003)
 * and the app's repayment screen (`bill-pay`) both read this one list (docs/server.md, Pay password).
 *
 * A pay type asks when it moves the customer's own money or credit through this app: the credit
 * limit (BILLPAY, CREDITSALES), the balance (MEMBERPAY) and a bound bank card (QUICKPAY: the card is
 * charged without the bank asking anything more). Alipay and WeChat Pay confirm in their own apps,
 * so they do not ask. A withdrawal of the balance (OT002) asks too, whatever the card: money leaves
 * the account. A user who never set a password (CP004) is not asked; the screens offer
 * 设置支付密码 first.
 */
export const PASSWORD_PAY_TYPES = ['BILLPAY', 'CREDITSALES', 'MEMBERPAY', 'QUICKPAY'] as const;

export type PasswordPayType = (typeof PASSWORD_PAY_TYPES)[number];

/** Whether paying with `payType` asks for the pay password (once the user has set one). */
export const asksPayPassword = (payType: string): payType is PasswordPayType => (PASSWORD_PAY_TYPES as readonly string[]).includes(payType);
