import type { AppOs } from '@/lib/app-os';
import type { Shell } from './bridge/types';
import type { Gateway } from './gateway/types';
import { checksForUpdates, type Variant } from './variant';

/** What BA011 reports about the latest app version. */
export interface VersionInfo {
  versionName: string;
  versionNum: number;
  /** 'N': optional (the dialog can be closed); anything else: forced. */
  necessary: string;
  /** HTML; sanitise before showing. */
  content: string;
  downloadUrl: string;
}

export interface UpdateCheckContext {
  shell: Shell;
  variant: Variant;
  pathname: string;
  appVersionNum: number | undefined;
  osType: AppOs;
}

/** The update check runs only in app shells, not on agreement pages and not in the verify build. */
export function shouldCheckForUpdate({ shell, variant, pathname }: Pick<UpdateCheckContext, 'shell' | 'variant' | 'pathname'>): boolean {
  return shell !== 'browser' && !pathname.includes('agreement') && checksForUpdates(variant);
}

function parseVersionInfo(data: unknown): VersionInfo | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const versionNum = typeof d.versionNum === 'number' ? d.versionNum : Number.NaN;
  if (!Number.isFinite(versionNum)) return undefined;
  return { versionName: str(d.versionName), versionNum, necessary: str(d.necessary), content: str(d.content), downloadUrl: str(d.downloadUrl) };
}

/**
 * Calls BA011 (silently) when shouldCheckForUpdate allows it and resolves with the version info only when the
 * server's version number exceeds the app's; undefined otherwise, also on any failure.
 */
export async function checkForUpdate(gateway: Pick<Gateway, 'callRaw'>, context: UpdateCheckContext): Promise<VersionInfo | undefined> {
  if (!shouldCheckForUpdate(context) || context.appVersionNum === undefined) return undefined;
  try {
    const info = parseVersionInfo(await gateway.callRaw('BA011', { osType: context.osType }, { silent: true }));
    return info && info.versionNum > context.appVersionNum ? info : undefined;
  } catch {
    return undefined;
  }
}
