import type { Shell } from './types';

/** The user-agent marker of each native shell. */
export const SHELL_MARKERS = { flutter: 'qsh-flutter', uni: 'qsh-uni' } as const;

/** flutter or uni when the user agent carries qsh-flutter / qsh-uni, otherwise browser. */
export function detectShell(userAgent: string): Shell {
  const ua = userAgent.toLowerCase();
  if (ua.includes(SHELL_MARKERS.flutter)) return 'flutter';
  if (ua.includes(SHELL_MARKERS.uni)) return 'uni';
  return 'browser';
}
