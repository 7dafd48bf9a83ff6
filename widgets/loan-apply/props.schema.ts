import type { FromSchema } from 'json-schema-to-ts';
import { CL001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'loan-apply'> = {
  type: 'loan-apply',
  title: '现金借款',
  description:
    'The application form of the cash-loan product `productId` from CL001 (declare `"data": {"api": "CL001"}`; a link without one lends the first product of `productType`, and a product not lent says 未找到该借款产品 with 查看借款产品 → `productsPath`), with the user\'s limit from BM001: the amount on a slider and a stepper within the product\'s range and the available limit (100 yuan steps; a typed amount is read as a decimal number, clamped and rounded to a step, and text that is not a number changes nothing), the periods, the purpose, the repayment plan computed as the gateway computes it (src/lib/repayment-plan.ts) and the agreement; 立即申请 emits navigate to `orderPath` with productId, amount (cents), periods, purpose and `detail` (its `detailPath`, where the confirm step goes after applying). The user\'s loan state decides what shows: CASH-VERIFY 审核中 and CASH-USE 待提现 show a notice with 查看进度 (`detailPath`) instead of the form, CASH-REPAYMENT adds 查看账单 above it. A customer with an overdue bill (BM001 `overdue`) reads 您有逾期未还的账单，请先还款后再操作 with 去还款 (`billPath`) instead of the form or 去提现, which the gateway would refuse (9991). A user whose credit flow is not FINISH gets the credit gate\'s prompt (提示 … 前往授信, to /credit-facilities or, at INFO, /cust-info-result) instead of the form.',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: { type: 'string', description: 'The product, usually `{"$query": "productId"}` (a productId or the product\'s numeric id).' },
    productType: { enum: ['CASH_LOAN_SXG', 'CASH_LOAN_SELF'], description: 'The product lent when the link names none (no `productId`): the first CL001 product of this type (/cash-loan: CASH_LOAN_SXG, /cash-loan2: CASH_LOAN_SELF).' },
    productsPath: { type: 'string', pattern: '^/', default: '/cash-loan-product-list', description: 'Route of 查看借款产品, offered when the product named is not (or no longer) lent.' },
    defaultPeriods: { type: 'integer', enum: [1, 3, 6, 12, 24], default: 12, description: 'Periods chosen at first when the product and BM001 offer them (else the longest offered). Not the longest by default: more periods mean a lower payment but more service fee, so the customer chooses that.' },
    orderPath: { type: 'string', pattern: '^/', default: '/cash-loan-order', description: 'Route of the confirm step.' },
    detailPath: { type: 'string', pattern: '^/', default: '/cash-loan-detail', description: 'Route of 查看进度 (the latest loan).' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 查看账单, and of 去还款 for an overdue customer.' },
    agreementKey: { type: 'string', default: 'credit_authorization', description: 'Agreement (UC010 key) the user accepts.' },
    agreementTitle: { type: 'string', default: '《借款及授信协议》', description: 'Its title in the checkbox line.' },
    stepYuan: { type: 'integer', minimum: 1, default: 100, description: 'Amount step in yuan.' },
  },
  additionalProperties: false,
} as const;

export const dataSchema = CL001.response;

export type LoanApplyProps = FromSchema<typeof propsSchema>;
export type LoanApplyInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
