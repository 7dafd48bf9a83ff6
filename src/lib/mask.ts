/** Masks the middle of a phone number: 13800000000 -> 138****0000. Other text comes back unchanged. */
export function maskPhone(phone: string | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
