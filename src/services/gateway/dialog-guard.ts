import type { GatewayHost } from './types';

/**
 * Keeps a burst of failures calm: while one catalogue dialog is open further alerts join it instead
 * of stacking, and a session error logs out once per expired token.
 */
export function createDialogGuard(host: GatewayHost) {
  let open: Promise<void> | undefined;
  let expiredToken: string | undefined | null = null;

  function alertOnce(message: string): Promise<void> {
    if (!open) {
      open = host.alert(message).finally(() => {
        open = undefined;
      });
    }
    return open;
  }

  /** True the first time a token (or the absence of one) is seen to have expired. */
  function claimSessionEnd(tokenUsed: string | undefined): boolean {
    if (expiredToken !== null && expiredToken === tokenUsed) return false;
    expiredToken = tokenUsed;
    return true;
  }

  return { alertOnce, claimSessionEnd };
}
