import { uploadBase64 } from '@/services/upload';
import type { WidgetState } from '@widgets/types';
import type { RendererEnv } from './env';

/** Shown when a widget asks for a native capability outside the app shells. */
export const NO_NATIVE_TEXT = '请在App中使用';

/** The host surface one block's widget gets: gateway calls, BA004 uploads and native capabilities. */
export function createWidgetState(env: RendererEnv, pointer: string, reload: () => void): WidgetState {
  return {
    pointer,
    reload,
    request: (api, fields, options) => env.gateway.callRaw(api, fields, options),
    upload: (file) => {
      const { callPath } = env.gateway;
      if (!callPath) return Promise.reject(new Error('[qsh renderer] this host cannot upload files (gateway.callPath missing)'));
      return uploadBase64({ callPath }, file);
    },
    pickContact: () => (env.native ? env.native.pickContact() : Promise.reject(new Error(NO_NATIVE_TEXT))),
  };
}
