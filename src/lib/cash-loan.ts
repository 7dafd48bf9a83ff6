/** Cash-loan states (spec §4) and the words the screens use for them. */
export type LoanStatus = 'CASH-NOT-APPLY' | 'CASH-VERIFY' | 'CASH-USE' | 'CASH-REPAYMENT';

export const LOAN_STATUS_TEXT: Record<LoanStatus, string> = {
  'CASH-NOT-APPLY': '未申请',
  'CASH-VERIFY': '审核中',
  'CASH-USE': '待提现',
  'CASH-REPAYMENT': '还款中',
};

/** Loan purposes as the gateway names them (BM001 purposes; CL002 purpose values). */
export const LOAN_PURPOSE_TEXT: Record<string, string> = {
  DAILY: '日常消费',
  EDUCATION: '教育培训',
  TRAVEL: '旅游出行',
  DECORATION: '家居装修',
  MEDICAL: '医疗健康',
};

export const purposeText = (value: string): string => LOAN_PURPOSE_TEXT[value] ?? value;
