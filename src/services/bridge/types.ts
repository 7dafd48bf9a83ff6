import type { Shell } from '@schemas/shells';

/** Which host the page runs in, from the user-agent markers qsh-flutter and qsh-uni (schemas/shells.ts). */
export type { Shell };

/** Messages the page sends to the native app, with their payloads. */
export interface OutgoingMessages {
  getAppChannel: { url: string };
  getKeyLoginResponse: undefined;
  getAppStore: undefined;
  appVersion: undefined;
  getBundleId: undefined;
  jumpPage: { jumpUrl: string; query?: Record<string, string> };
  goBack: undefined;
  logout: undefined;
  reloadUser: undefined;
  oneKeyLogin: undefined;
  requestPermission: { permission: 'camera' | 'contacts' | 'microphone' };
  /** Whether a permission is granted, without asking the user: 'Y', 'N' (refused), anything else: not asked yet. */
  getPermissionState: { permission: 'camera' | 'contacts' | 'microphone' };
  pickContact: undefined;
}
export type OutgoingName = keyof OutgoingMessages;

/** Messages the native app sends to the page. */
export type IncomingName =
  | 'getAppChannel'
  | 'oneKeyLoginResponse'
  | 'getAppStore'
  | 'appVersion'
  | 'getH5Url'
  | 'reloadUrl'
  | 'tabbarShow'
  | 'refreshWebView'
  | 'h5GoBack'
  | 'getBundleId';

/** The one bridge to the native shell. In a plain browser every request resolves to undefined at once. */
export interface Bridge {
  readonly shell: Shell;
  /** Sends a request and resolves with the app's reply (undefined in a browser). */
  request<N extends OutgoingName>(name: N, payload?: OutgoingMessages[N]): Promise<unknown>;
  /** Sends a message that expects no reply. */
  post<N extends OutgoingName>(name: N, payload?: OutgoingMessages[N]): void;
  /** Subscribes to an incoming message; returns the unsubscribe function. */
  on(name: IncomingName, handler: (value: unknown) => void): () => void;
}
