import { createContext, useContext } from 'react';
import type { ActionScope, OnAction } from '@/actions/types';
import type { PhoneContact } from '@/lib/contact';
import type { Gateway } from '@/services/gateway/types';
import type { NativePermissionName, NativePermissionStatus } from '@widgets/types';

/** A problem the renderer contained instead of crashing the page. */
export interface RendererReport {
  /** JSON pointer of the block in its page schema, e.g. /blocks/3. */
  pointer: string;
  message: string;
  error?: unknown;
  /** The apiCode of a data source the gateway refused (rspCode 1001/1002). */
  apiCode?: string;
}

/** Host services the renderer and its widgets get from the app (amis-style environment). */
/** What the native app can do for widgets (absent in tests that do not need it). */
export interface NativeHost {
  /** Contacts permission, then the picked contact (cleaned); rejects with the refusal text. */
  pickContact(): Promise<PhoneContact | undefined>;
  /** Whether the app holds a permission, without prompting. */
  permissionState(permission: NativePermissionName): Promise<NativePermissionStatus>;
  /** Asks the app for a permission; rejects with 获取权限失败, 请到手机设置开启 when it is not granted. */
  requestPermission(permission: NativePermissionName): Promise<void>;
}

export interface RendererEnv {
  /** callPath carries BA004 uploads (POST /utd/file/base64); optional for hosts that never upload. */
  gateway: Pick<Gateway, 'callRaw'> & Partial<Pick<Gateway, 'callPath'>>;
  /** Native capabilities; in a plain browser the app leaves it out. */
  native?: NativeHost;
  /** Carries out an action; `scope` is the page that emitted it (its data sources, for a call's `reload`). */
  dispatch: (action: Parameters<OnAction>[0], scope?: ActionScope) => void;
  mode: 'development' | 'production';
  report(report: RendererReport): void;
  /** Called when a page has drawn its first screen (in the commit that draws it, when the gateway's or the build's preview gives way). */
  onFirstScreen?: () => void;
}

const RendererEnvContext = createContext<RendererEnv | null>(null);

export const RendererEnvProvider = RendererEnvContext.Provider;

export function useRendererEnv(): RendererEnv {
  const env = useContext(RendererEnvContext);
  if (!env) throw new Error('[qsh renderer] useRendererEnv() used outside <RendererEnvProvider>.');
  return env;
}
