import { safeJumpTarget } from '@/lib/safe-url';
import type { Bridge, OutgoingMessages, OutgoingName } from './types';

/** Log line of a jumpPage the gate stopped at the bridge. */
export const JUMP_REFUSED_LOG = '[qsh-bridge] jumpPage refused by the safe-URL gate:';

/**
 * The last line of defence before the native host: every jumpPage, whoever sends it, carries either a
 * native view's name or a URL the safe-URL gate allows (normalised); anything else is dropped and logged.
 * The dispatcher and the dialogs gate (and tell the user) first; this catches what a new caller forgets.
 */
export function gateJumpPage(bridge: Bridge, allowHosts: readonly string[], logger: Pick<Console, 'warn'> = console): Bridge {
  function gated<N extends OutgoingName>(name: N, payload: OutgoingMessages[N] | undefined): OutgoingMessages[N] | undefined | null {
    if (name !== 'jumpPage') return payload;
    const jump = payload as OutgoingMessages['jumpPage'] | undefined;
    const target = typeof jump?.jumpUrl === 'string' ? safeJumpTarget(jump.jumpUrl.trim(), allowHosts) : undefined;
    if (!jump || target === undefined) {
      logger.warn(JUMP_REFUSED_LOG, jump?.jumpUrl);
      return null;
    }
    return { ...jump, jumpUrl: target } as OutgoingMessages[N];
  }
  return {
    shell: bridge.shell,
    on: (name, handler) => bridge.on(name, handler),
    post(name, payload) {
      const checked = gated(name, payload);
      if (checked !== null) bridge.post(name, checked);
    },
    request(name, payload) {
      const checked = gated(name, payload);
      return checked === null ? Promise.resolve(undefined) : bridge.request(name, checked);
    },
  };
}
