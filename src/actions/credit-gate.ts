import type { Product } from './action.schema';
import type { ActionHost } from './host';
import { goTo } from './links';
import { CREDIT_CONFIRM, creditPath } from '@/lib/credit-path';

export { CREDIT_CONFIRM };

/** The user's flow, loading the user info once when it is missing; null when that load fails. */
async function currentFlow(host: ActionHost): Promise<{ flow: string | undefined } | null> {
  const { user } = host.stores;
  if (user.flow !== undefined || !user.isLoggedIn) return { flow: user.flow };
  try {
    return { flow: (await user.reloadInfo())?.flow };
  } catch (error) {
    host.report('could not load the user info for the credit gate', { error });
    return null;
  }
}

/**
 * The credit gate of spec §4: a product with isCredit Y needs flow FINISH. Otherwise the user is
 * asked to continue the credit activation (confirm leads there, cancel stays). Returns whether
 * the product action may go on.
 */
export async function passCreditGate(host: ActionHost, product: Product): Promise<boolean> {
  if (product.isCredit !== 'Y') return true;
  const state = await currentFlow(host);
  if (state === null) return false;
  if (state.flow === 'FINISH') return true;
  if (await host.confirm({ ...CREDIT_CONFIRM })) goTo(host, creditPath(state.flow));
  return false;
}
