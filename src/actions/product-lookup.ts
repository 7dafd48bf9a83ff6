import { productSchema, type Product } from './action.schema';
import type { ActionContext } from './context';
import { openProduct } from './product';
import { check } from './validate';

/**
 * Opens a product known only by its id (ads and function entries of type PRODUCT without a
 * product object): loads it with PD002, then opens it like a product tap.
 */
export async function openProductById(productId: string | undefined, ctx: ActionContext): Promise<void> {
  const { host } = ctx;
  if (!productId) {
    host.report('PRODUCT link without a product id');
    return;
  }
  const product: unknown = await host.gateway.call('PD002', { productId });
  const errors = check(productSchema, product);
  if (errors.length > 0) {
    host.report('PD002 answered with a product the dispatcher cannot open', { productId, errors });
    return;
  }
  await openProduct(product as Product, ctx);
}
