import { uploadBase64 } from '@/services/upload';
import type { Paging, WidgetState } from '@widgets/types';
import { isConfigError } from './config-error';
import type { RendererEnv } from './env';

/** Shown when a widget asks for a native capability outside the app shells. */
export const NO_NATIVE_TEXT = '请在App中使用';

/** What a widget's state does that depends on the host alone, not on the block. */
type HostCalls = Pick<WidgetState, 'upload' | 'pickContact' | 'permissionState' | 'requestPermission'>;

/** One set of host calls per env, shared by every block of the env's pages (a long page has hundreds of blocks). */
const hostCallsByEnv = new WeakMap<RendererEnv, HostCalls>();

function hostCalls(env: RendererEnv): HostCalls {
  let calls = hostCallsByEnv.get(env);
  if (calls) return calls;
  calls = {
    upload: (file) => {
      const { callPath } = env.gateway;
      if (!callPath) return Promise.reject(new Error('[qsh renderer] this host cannot upload files (gateway.callPath missing)'));
      return uploadBase64({ callPath }, file);
    },
    pickContact: () => (env.native ? env.native.pickContact() : Promise.reject(new Error(NO_NATIVE_TEXT))),
    permissionState: (permission) => (env.native ? env.native.permissionState(permission) : Promise.reject(new Error(NO_NATIVE_TEXT))),
    requestPermission: (permission) => (env.native ? env.native.requestPermission(permission) : Promise.reject(new Error(NO_NATIVE_TEXT))),
  };
  hostCallsByEnv.set(env, calls);
  return calls;
}

/** The host surface one block's widget gets: gateway calls, BA004 uploads, native capabilities, and its source's paging. */
export function createWidgetState(env: RendererEnv, pointer: string, reload: () => void, paging?: Paging): WidgetState {
  return {
    pointer,
    reload,
    ...(paging ? { paging } : {}),
    // A call the gateway refuses as a configuration mistake (1001/1002) is reported with the block's pointer.
    request: (api, fields, options) =>
      env.gateway.callRaw(api, fields, options).catch((error: unknown) => {
        if (isConfigError(error)) env.report({ pointer, message: `${api} refused with rspCode ${error.rspCode}: ${error.message}`, apiCode: api, error });
        throw error;
      }),
    ...hostCalls(env),
  };
}
