/** Where an unfinished user continues the credit activation: personal-info result (flow INFO), or the ID-card step. */
export function creditPath(flow: string | undefined): string {
  return flow === 'INFO' ? '/cust-info-result' : '/credit-facilities';
}

/** The texts of the credit confirm (spec §4): the product actions' dialog and the cash-loan form's prompt. */
export const CREDIT_CONFIRM = {
  title: '提示',
  content: '该产品需要先完成授信，是否前往授信？',
  confirmText: '前往授信',
  cancelText: '取消',
} as const;
