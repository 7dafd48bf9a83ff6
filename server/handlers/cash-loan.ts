import { randomBytes } from 'node:crypto';
import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { DEMO_REVIEW_MS, findLoan, latestLoanStatus, loadLoan, moveLoan, payoutCard, recordLoanCard, toLoan, userLoanStatus, type LoanRow } from '../domain/cash-loans';
import { once } from '../domain/idempotency';
import { createBills, drawCredit, installmentPlan, MONTHLY_FEE_RATE } from '../domain/ledger';
import { assertNoOverdue, hasOverdueBill } from '../domain/overdue';
import { findProduct, PRODUCT_COLUMNS, toProduct, type ProductRow } from '../domain/products';
import { loadUser, uid } from '../domain/users';

const PURPOSES = [
  { value: 'DAILY', label: '日常消费' },
  { value: 'EDUCATION', label: '教育培训' },
  { value: 'TRAVEL', label: '旅游出行' },
  { value: 'DECORATION', label: '家居装修' },
  { value: 'MEDICAL', label: '医疗健康' },
] as const;

const CASH_LOAN_TYPES = "('CASH_LOAN_SXG', 'CASH_LOAN_SELF')";

const CL001: Handler<'CL001'> = async (ctx) => {
  const rows = await ctx.db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE type IN ${CASH_LOAN_TYPES} ORDER BY sort`);
  return { list: rows.map(toProduct), status: ctx.userId === null ? 'CASH-NOT-APPLY' : await userLoanStatus(ctx.db, ctx.userId) };
};

const CL002: Handler<'CL002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  const product = await findProduct(ctx.db, ctx.req.productId);
  if (product.type !== 'CASH_LOAN_SXG' && product.type !== 'CASH_LOAN_SELF') throw new BizError('3603', `${product.name} 不是现金贷产品`);
  return once(ctx.db, userId, 'CL002', ctx.req.idempotencyKey, async (tx) => {
    const user = await loadUser(tx, userId, true);
    if (user.flow !== 'FINISH') throw new BizError('2204', '该产品需要先完成授信');
    const status = await userLoanStatus(tx, userId);
    if (status === 'CASH-VERIFY' || status === 'CASH-USE') throw new BizError('3604', '您有一笔借款正在处理中');
    if (ctx.req.amount < product.min_amount || ctx.req.amount > product.max_amount) {
      throw new BizError('2203', `借款金额 amount 应在 ${product.min_amount / 100} 至 ${product.max_amount / 100} 元之间`);
    }
    if (ctx.req.amount > user.credit_limit - user.credit_used) throw new BizError('2603', '可用额度不足');
    const id = `L${randomBytes(6).toString('hex').toUpperCase()}`;
    const [row] = await tx.query<LoanRow>(
      "INSERT INTO cash_loans (id, user_id, product_id, amount, periods, purpose, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'CASH-VERIFY', $7, $7) RETURNING *",
      [id, userId, product.product_id, ctx.req.amount, ctx.req.periods, ctx.req.purpose, t]);
    if (!row) throw new Error('loan insert returned nothing');
    return toLoan(row);
  });
};

const CL003: Handler<'CL003'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // Said up front, as BM001 says it (the rule assertNoOverdue applies), so a detail offers 去还款 rather than a 立即提现 CL005 would refuse with 9991.
    const overdue = await hasOverdueBill(tx, userId, t);
    let loan = await findLoan(tx, userId, ctx.req.loanId, true);
    // A loanId that is not the user's (unknown or another user's: the same answer, so nothing leaks) is a state the page shows, not a failure to retry.
    if (!loan) return ctx.req.loanId ? { status: 'CASH-NOT-APPLY' as const, notFound: true as const, overdue } : { status: 'CASH-NOT-APPLY' as const, overdue };
    if (loan.status === 'CASH-VERIFY' && t - loan.created_at >= DEMO_REVIEW_MS) loan = await moveLoan(tx, loan, 'CASH-USE', t);
    // Without loanId, `loan` is the user's latest loan (as just moved), so its shown status needs no second read.
    return { status: ctx.req.loanId ? loan.status : await latestLoanStatus(tx, loan), loan: toLoan(loan), overdue };
  });
};

const CL004: Handler<'CL004'> = async (ctx) =>
  paged(ctx.db, { columns: '*', from: 'cash_loans', where: 'user_id = $1', params: [uid(ctx)], orderBy: 'created_at DESC, id DESC' }, ctx.req, toLoan);

const CL005: Handler<'CL005'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  return once(ctx.db, userId, 'CL005', ctx.req.idempotencyKey, async (tx) => {
    const loan = await loadLoan(tx, userId, ctx.req.loanId, true);
    if (!loan || loan.status !== 'CASH-USE') throw new BizError('3605', loan?.status === 'CASH-VERIFY' ? '借款审核中，请稍后' : '该借款不可提现');
    const card = await payoutCard(tx, userId, ctx.req.bankCardId);
    const product = await findProduct(tx, loan.product_id);
    await drawCredit(tx, userId, loan.amount, `${product.name}借款 ${loan.id}`, t);
    await createBills(tx, userId, loan.id, product.name, 3, installmentPlan(loan.amount, loan.periods, t));
    return toLoan(await moveLoan(tx, await recordLoanCard(tx, loan, card), 'CASH-REPAYMENT', t));
  });
};

const BM001: Handler<'BM001'> = async (ctx) => {
  const userId = uid(ctx);
  const user = await loadUser(ctx.db, userId);
  // The least any cash-loan product lends (CL002 refuses less), so 最低借 is what can really be borrowed.
  const [least] = await ctx.db.query<{ min: number | null }>(`SELECT MIN(min_amount) AS min FROM products WHERE type IN ${CASH_LOAN_TYPES}`);
  return {
    available: user.flow === 'FINISH' ? user.credit_limit - user.credit_used : 0,
    minAmount: Number(least?.min ?? 0),
    periods: [3, 6, 12, 24],
    purposes: PURPOSES.map((p) => ({ ...p })),
    monthlyFeeRate: MONTHLY_FEE_RATE,
    // Said up front (the rule assertNoOverdue applies) so the pages show the notice instead of a form CL002 / CL005 would refuse with 9991.
    overdue: await hasOverdueBill(ctx.db, userId, ctx.now()),
  };
};

export const cashLoanHandlers = { CL001, CL002, CL003, CL004, CL005, BM001 };
