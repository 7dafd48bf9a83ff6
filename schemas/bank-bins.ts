/**
 * The card BINs the demo knows, shared by the gateway (BK002 stores the bank's name,
 * server/domain/card-no.ts) and the add-card screen (names the bank while the number is typed,
 * src/lib/bank-card.ts), so both always name the same bank. Six-digit BINs of the banks' debit and
 * credit cards; a number matching none is 银联卡 on the gateway and 提交后由银行确认 on the screen.
 */
export const BANK_BINS: readonly (readonly [bin: string, bank: string])[] = [
  ['622202', '工商银行'],
  ['622588', '招商银行'],
  ['622580', '招商银行'],
  ['621700', '建设银行'],
  ['622700', '建设银行'],
  ['601382', '中国银行'],
  ['621661', '中国银行'],
  ['622848', '农业银行'],
  ['622663', '光大银行'],
  ['622666', '光大银行'],
];

/** The length of a BIN: the bank is known once this many digits are typed. */
export const BIN_LENGTH = 6;

/** The bank of a card number from its first digits, or undefined when the table does not know them. */
export function bankOfCardNo(cardNo: string): string | undefined {
  return BANK_BINS.find(([bin]) => cardNo.startsWith(bin))?.[1];
}
