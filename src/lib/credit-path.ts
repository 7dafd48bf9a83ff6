/** Where an unfinished user continues the credit activation: personal-info result (flow INFO), or the ID-card step. */
export function creditPath(flow: string | undefined): string {
  return flow === 'INFO' ? '/cust-info-result' : '/credit-facilities';
}
