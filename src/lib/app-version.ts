/** App versions below this open the download page instead of downloading in the app. */
export const IN_APP_DOWNLOAD_MIN_VERSION = 303;

/**
 * Turns a native version string into the number the product compares: the leading v and the
 * dots are removed, so 'v1.2.3' -> 123 and '3.0.3' -> 303. Anything else gives undefined.
 */
export function parseAppVersion(version: string): number | undefined {
  const match = /^\s*[vV]?(\d+(?:\.\d+)*)\s*$/.exec(version);
  if (!match) return undefined;
  const value = Number((match[1] ?? '').replaceAll('.', ''));
  return Number.isSafeInteger(value) ? value : undefined;
}
