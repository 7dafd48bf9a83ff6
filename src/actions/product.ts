import type { Product } from './action.schema';
import type { ActionContext, Handler } from './context';
import { passCreditGate } from './credit-gate';
import { isJoined, submitJoinOrder } from './join-order';
import { goTo, launch, openOutside, passesGate } from './links';
import { requireLogin } from './login';
import { switchTab } from './tabs';

/** The product types of spec §4. */
export type ProductType = Product['type'];

/** Toast after a join order that did not open a link (spec §4 join-order result). */
export const ALREADY_JOINED_TEXT = '已注册';

/** The recommend tab CREDIT_BILL switches to. */
export const RECOMMEND_TAB = '/product/recommend';

/** productId ?? id, as a string (undefined when the product has neither). */
export function productIdOf(product: Product): string | undefined {
  const id = product.productId ?? product.id;
  return id === undefined || id === '' ? undefined : String(id);
}

type TypeHandler = (product: Product, id: string | undefined, ctx: ActionContext) => Promise<void> | void;

/** Goes to `path?productId=`; a product without an id is reported and goes nowhere. */
function toRoute(path: string): TypeHandler {
  return (product, id, { host }) => {
    if (id === undefined) host.report('product without productId or id', { product });
    else goTo(host, path, { productId: id });
  };
}

async function joinOnly(product: Product, id: string | undefined, { host }: ActionContext): Promise<void> {
  if (id === undefined) {
    host.report('JOIN_ONLY product without productId or id', { product });
    return;
  }
  const result = await submitJoinOrder(host, id);
  if (!isJoined(result)) host.toast(ALREADY_JOINED_TEXT);
  else if (!result.link) host.report('join order code 1 without a link', { product, result });
  else openOutside(host, result.link);
}

/** How long an H5 product waits for its visit record before leaving the page (a browser tab unloads the app). */
export const VISIT_WAIT_MS = 800;

/**
 * H5: the visit is recorded before the link opens. In a browser the link replaces the app, which
 * cancels any request still running, so the record is sent first and waited for (at most
 * VISIT_WAIT_MS). A link the gate refuses records nothing.
 */
async function openH5(product: Product, id: string | undefined, { host }: ActionContext): Promise<void> {
  if (!product.link?.trim()) {
    host.report('H5 product without a link', { product });
    return;
  }
  if (!passesGate(host, product.link)) return;
  if (id !== undefined) {
    const recorded = Promise.resolve(host.recordVisit({ objectType: 'PRODUCT', objectId: id })).catch(() => undefined);
    await Promise.race([recorded, new Promise((resolve) => setTimeout(resolve, VISIT_WAIT_MS))]);
  }
  launch(host, product.link);
}

/** One target per product type: a missing type fails to compile. */
const BY_TYPE: { [T in ProductType]: TypeHandler } = {
  H5: openH5,
  FORM: toRoute('/order-apply'),
  JOIN: toRoute('/product/detail'),
  JOIN_ONLY: joinOnly,
  JOIN_WHOLE: toRoute('/product/whole-detail'),
  CASH_LOAN_SXG: toRoute('/cash-loan'),
  CASH_LOAN_SELF: toRoute('/cash-loan2'),
  CREDIT_BILL: (_product, _id, { host }) => switchTab(host, RECOMMEND_TAB),
};

/**
 * Opens a product (spec §4): guests are sent to login, isCredit Y products pass the credit gate,
 * then the type decides. One product action per product runs at a time (double taps are dropped).
 */
export async function openProduct(product: Product, ctx: ActionContext): Promise<void> {
  const id = productIdOf(product);
  await ctx.inFlight.run(`product:${id ?? product.type}`, async () => {
    if (!requireLogin(ctx.host)) return;
    if (!(await passCreditGate(ctx.host, product))) return;
    await BY_TYPE[product.type](product, id, ctx);
  });
}

/** The `product` action. */
export const handleProduct: Handler<{ kind: 'product'; product: Product }> = (action, ctx) => openProduct(action.product, ctx);
