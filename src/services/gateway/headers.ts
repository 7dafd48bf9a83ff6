import { detectAppOs } from '@/lib/app-os';
import type { Shell } from '../bridge/types';

/** Default DL_CHANNEL when the app reported none. */
export const DEFAULT_CHANNEL = 'C004';

/** What the gateway headers are built from. */
export interface GatewayHeaderSource {
  shell: Shell;
  /** App channel reported by the shell (or from the URL); C004 when missing. */
  channel?: string;
  userAgent: string;
  /** App version string as reported ('v1.2.3'). */
  appVersion?: string;
  /** The parsed version number (123). */
  appVersionNum?: number;
  bundleId?: string;
}

/**
 * Builds the headers every gateway call carries: DL_CHANNEL, APP_OS (ANDROID | IOS), APP_VERSION,
 * and inside an app shell also version, versionNum and bundleId. Empty values are left out.
 */
export function buildGatewayHeaders(source: GatewayHeaderSource): Record<string, string> {
  const headers: Record<string, string> = {
    DL_CHANNEL: source.channel || DEFAULT_CHANNEL,
    APP_OS: detectAppOs(source.userAgent),
  };
  if (source.appVersion) headers.APP_VERSION = source.appVersion;
  if (source.shell !== 'browser') {
    if (source.appVersion) headers.version = source.appVersion;
    if (source.appVersionNum !== undefined) headers.versionNum = String(source.appVersionNum);
    if (source.bundleId) headers.bundleId = source.bundleId;
  }
  return headers;
}
