/** Network entries vConsole keeps at most. */
export const MAX_NETWORK_ENTRIES = 1000;

/** The part of vConsole the app touches. */
export interface DebugConsole {
  destroy(): void;
}

type VConsoleCtor = new (options: { network: { maxNetworkNumber: number } }) => DebugConsole;

/**
 * Loads vConsole (a separate chunk, dynamic import) only when `enabled`, keeping at most 1000 network
 * entries (vConsole trims its list itself). Resolves undefined when disabled or when loading fails.
 */
export async function startDebugConsole(
  enabled: boolean,
  load: () => Promise<{ default: VConsoleCtor }> = () => import('vconsole'),
): Promise<DebugConsole | undefined> {
  if (!enabled) return undefined;
  try {
    const { default: VConsole } = await load();
    return new VConsole({ network: { maxNetworkNumber: MAX_NETWORK_ENTRIES } });
  } catch (error) {
    console.warn('[qsh-debug] vConsole failed to load:', error);
    return undefined;
  }
}
