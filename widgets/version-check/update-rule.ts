import { IN_APP_DOWNLOAD_MIN_VERSION } from '@/lib/app-version';
import type { LatestVersion } from './props.schema';

/** What 检查更新 does for this app (the rules of the app's update dialog, src/app/overlays/update-dialog.tsx). */
export type UpdateCheckPlan = 'browser' | 'skip' | 'ask';

export function planUpdateCheck(inAppShell: boolean, variant: string): UpdateCheckPlan {
  if (!inAppShell) return 'browser';
  return variant === 'verify' ? 'skip' : 'ask';
}

/** The server's version when it is newer than the app's; undefined otherwise (also for a malformed answer). */
export function newerVersion(answer: unknown, appVersionNum: number): LatestVersion | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as Partial<LatestVersion>;
  if (typeof a.versionNum !== 'number' || a.versionNum <= appVersionNum) return undefined;
  return { versionName: String(a.versionName ?? ''), versionNum: a.versionNum, necessary: String(a.necessary ?? ''), content: String(a.content ?? ''), downloadUrl: String(a.downloadUrl ?? '') };
}

/** Apps below v3.0.3 cannot download in the app: they open the download page. */
export function opensDownloadPage(appVersionNum: number): boolean {
  return appVersionNum < IN_APP_DOWNLOAD_MIN_VERSION;
}
