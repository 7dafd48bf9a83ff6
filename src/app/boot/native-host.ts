import type { NativeHost } from '@/renderer/env';
import { nativePermissionState, pickNativeContact, requestNativePermission } from '@/services/bridge/permissions';
import type { Bridge } from '@/services/bridge/types';

/** Native capabilities for widgets: only inside an app shell (a plain browser has none). */
export function nativeHost(bridge: Bridge): NativeHost | undefined {
  if (bridge.shell === 'browser') return undefined;
  return {
    async pickContact() {
      await requestNativePermission(bridge, 'contacts');
      return pickNativeContact(bridge);
    },
    permissionState: (permission) => nativePermissionState(bridge, permission),
    requestPermission: (permission) => requestNativePermission(bridge, permission),
  };
}
