/** Luhn (mod 10) check of a bank card number. */
export function luhnOk(cardNo: string): boolean {
  let sum = 0;
  [...cardNo].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
}

const BINS: [string, string][] = [
  ['6222', '工商银行'], ['6225', '招商银行'], ['6217', '中国银行'], ['6228', '农业银行'], ['6227', '建设银行'], ['6226', '光大银行'],
];

export function bankName(cardNo: string): string {
  return BINS.find(([bin]) => cardNo.startsWith(bin))?.[1] ?? '银联卡';
}

/** "6225 **** **** 8888": the only form of a card number the server keeps. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}
