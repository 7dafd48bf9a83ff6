/**
 * A complete, valid answer to schemas/forms/credit-info.json as the form holds it (enum codes, two
 * contacts with different phones, neither the user's 13800138000): what the form tests and the
 * form benches start from and then spoil one field at a time.
 */
export const CREDIT_INFO_FILLED = {
  education: 5,
  occupationType: 2,
  industry: 11,
  annualIncome: 4,
  housingStatus: 2,
  maritalStatus: 2,
  contact1: { relation: 'PARENT', name: '张父', phone: '13900139000' },
  contact2: { relation: 'FRIEND', name: '李四', phone: '13700137000' },
} as const;
