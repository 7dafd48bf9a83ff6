import { asPlainObject } from '@/lib/json';
import type { IncomingName, OutgoingName } from './types';

/** Protocol version carried in every envelope. */
export const PROTOCOL_VERSION = 1;

/** Page -> native. `id` is present on requests that expect a reply. */
export interface OutgoingEnvelope {
  v: typeof PROTOCOL_VERSION;
  id?: string;
  name: OutgoingName;
  payload?: unknown;
}

/** Native -> page: a reply (with the request's id) or a native-initiated message (without). */
export interface IncomingEnvelope {
  v: typeof PROTOCOL_VERSION;
  id?: string;
  name: string;
  value?: unknown;
}

const isString = (v: unknown) => typeof v === 'string';
const anything = () => true;

/** Value check of each native-initiated message; reloadUrl, tabbarShow, refreshWebView and h5GoBack carry none. */
export const INCOMING_VALUE: Readonly<Record<IncomingName, (v: unknown) => boolean>> = {
  getAppChannel: isString,
  oneKeyLoginResponse: anything,
  getAppStore: isString,
  appVersion: isString,
  getBundleId: isString,
  getH5Url: (v) => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//'),
  reloadUrl: anything,
  tabbarShow: anything,
  refreshWebView: anything,
  h5GoBack: anything,
};

/** Value check of the reply to each request; absent names expect no reply. */
export const REPLY_VALUE: Partial<Readonly<Record<OutgoingName, (v: unknown) => boolean>>> = {
  getAppChannel: (v) => v === undefined || v === null || isString(v),
  getKeyLoginResponse: anything,
  getAppStore: (v) => v === undefined || v === null || isString(v),
  appVersion: (v) => v === undefined || v === null || isString(v),
  getBundleId: (v) => v === undefined || v === null || isString(v),
  requestPermission: (v) => v === undefined || v === null || isString(v),
  getPermissionState: (v) => v === undefined || v === null || isString(v),
  pickContact: anything,
};

/** For hosts that answer without echoing the id: the incoming name that answers each request. */
export const REPLY_NAME: Partial<Readonly<Record<OutgoingName, string>>> = {
  getAppChannel: 'getAppChannel',
  getKeyLoginResponse: 'oneKeyLoginResponse',
  getAppStore: 'getAppStore',
  appVersion: 'appVersion',
  getBundleId: 'getBundleId',
  requestPermission: 'requestPermission',
  getPermissionState: 'getPermissionState',
  pickContact: 'pickContact',
};

export function isIncomingName(name: string): name is IncomingName {
  return Object.hasOwn(INCOMING_VALUE, name);
}

/** Parses what the host handed to the receive function (a JSON string or an object); undefined when malformed. */
export function parseIncoming(raw: unknown): IncomingEnvelope | undefined {
  const env = asPlainObject(raw);
  if (!env) return undefined;
  if (env.v !== PROTOCOL_VERSION || typeof env.name !== 'string' || env.name === '') return undefined;
  if (env.id !== undefined && typeof env.id !== 'string') return undefined;
  return { v: PROTOCOL_VERSION, name: env.name, ...(env.id !== undefined ? { id: env.id } : {}), value: env.value };
}
