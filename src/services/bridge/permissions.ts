import { cleanContact, type PhoneContact } from '@/lib/contact';
import type { Bridge, OutgoingMessages } from './types';

/** The rejection text when the app does not grant a permission. */
export const PERMISSION_DENIED_TEXT = '获取权限失败, 请到手机设置开启';

/** A native permission the page can ask for. */
export type NativePermission = OutgoingMessages['requestPermission']['permission'];

/**
 * Asks the app for camera, contacts or microphone access. Resolves when the app answers 'Y'; rejects with
 * Error(获取权限失败, 请到手机设置开启) on anything else. In a plain browser it resolves: the browser asks itself.
 */
export async function requestNativePermission(bridge: Bridge, permission: NativePermission): Promise<void> {
  if (bridge.shell === 'browser') return;
  const reply = await bridge.request('requestPermission', { permission });
  if (reply !== 'Y') throw new Error(PERMISSION_DENIED_TEXT);
}

/** Lets the user pick a phone contact in the app; quotes stripped, phones cut to 20 characters. */
export async function pickNativeContact(bridge: Bridge): Promise<PhoneContact | undefined> {
  return cleanContact(await bridge.request('pickContact'));
}

/** A permission as the app reports it: granted, refused, or not asked yet. */
export type NativePermissionState = 'granted' | 'denied' | 'unset';

/** Asks the app whether a permission is granted without prompting the user ('Y' granted, 'N' refused, else not asked yet). */
export async function nativePermissionState(bridge: Bridge, permission: NativePermission): Promise<NativePermissionState> {
  const reply = await bridge.request('getPermissionState', { permission });
  return reply === 'Y' ? 'granted' : reply === 'N' ? 'denied' : 'unset';
}
