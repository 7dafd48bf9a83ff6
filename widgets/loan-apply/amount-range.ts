/** The amounts (cents) a user may borrow: the product's range within the available limit, in steps of `step` cents from the minimum. */
export function amountRange(product: { minAmount: number; maxAmount: number }, borrow: { available: number; minAmount: number }, step: number) {
  const min = Math.max(product.minAmount, borrow.minAmount);
  const top = Math.min(product.maxAmount, borrow.available);
  const max = top < min ? top : min + Math.floor((top - min) / step) * step;
  return { min, max, ok: max >= min };
}

/** Clamps an amount into the range and onto its steps. */
export function clampAmount(cents: number, range: { min: number; max: number }, step: number): number {
  if (cents <= range.min) return range.min;
  if (cents >= range.max) return range.max;
  return range.min + Math.round((cents - range.min) / step) * step;
}
