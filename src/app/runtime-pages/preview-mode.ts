import { oneOf, personaStorageKey, PREVIEW_PARAM, PREVIEW_PERSONA_PARAM, PREVIEW_PERSONAS, PREVIEW_PROBLEM_MESSAGE, PREVIEW_SHELL_PARAM, type PreviewPersona } from '@schemas/preview-frame';
import { SHELLS } from '@schemas/shells';
import type { Shell } from '@/services/bridge/types';

/** What the preview frame emulates; only ever set inside the operator console's frame. */
export interface PreviewMode {
  shell: Shell;
  persona: PreviewPersona;
  /** The persona's customer token (a demo user's session minted by POST /ops/api/preview-session). */
  token?: string;
  /** Hands a contained problem (a dropped block, a refused data source) to the console, which shows it at its JSON pointer. */
  onProblem?(problem: { pointer: string; message: string }): void;
}

/** What a handshake with the emulated native host answers (like a real shell's defaults). */
const HOST_REPLIES: Readonly<Record<string, unknown>> = { getAppChannel: 'C004', getAppStore: 'huawei', appVersion: 'v3.1.0', getBundleId: 'com.qsh.app' };

type PreviewWindow = Pick<Window, 'location' | 'parent' | 'sessionStorage' | 'document'> & Window;

/**
 * True only in a frame whose parent is the operator console (same origin, path /ops/). A customer
 * who opens a link with these parameters is a top-level page: nothing changes for them.
 */
export function framedByConsole(win: Pick<Window, 'location' | 'parent'>): boolean {
  if (win.parent === (win as unknown)) return false;
  try {
    return win.parent.location.origin === win.location.origin && win.parent.location.pathname.startsWith('/ops/');
  } catch {
    // A cross-origin parent (the CSP's frame-ancestors 'self' forbids it anyway).
    return false;
  }
}

/** The preview mode asked for by the frame's URL, or undefined outside the console's frame. */
export function previewModeOf(win: Pick<Window, 'location' | 'parent' | 'sessionStorage'>): PreviewMode | undefined {
  const search = new URLSearchParams(win.location.search);
  if (!/^[0-9a-f]{32}$/.test(search.get(PREVIEW_PARAM) ?? '') || !framedByConsole(win)) return undefined;
  const shell: Shell = oneOf(SHELLS, search.get(PREVIEW_SHELL_PARAM));
  const persona = oneOf(PREVIEW_PERSONAS, search.get(PREVIEW_PERSONA_PARAM));
  let token: string | undefined;
  if (persona !== 'guest') {
    try {
      const stored = JSON.parse(win.sessionStorage.getItem(personaStorageKey(persona)) ?? 'null') as { token?: unknown } | null;
      if (typeof stored?.token === 'string' && stored.token) token = stored.token;
    } catch {
      token = undefined;
    }
  }
  return { shell, persona, ...(token ? { token } : {}) };
}

/**
 * Installs an emulated native host for the preview's shell (the protocol of docs/native-bridge.md):
 * it answers the startup handshake, and the one-key login with the persona's token.
 */
function installPreviewHost(win: PreviewWindow, mode: PreviewMode): void {
  if (mode.shell === 'browser') return;
  const native = win as unknown as { QshBridge?: unknown; uni?: unknown; __qshBridgeReceive?: (raw: unknown) => void };
  const onMessage = (json: string) => {
    let envelope: { name?: unknown; id?: unknown };
    try {
      envelope = JSON.parse(json) as { name?: unknown; id?: unknown };
    } catch {
      return;
    }
    if (typeof envelope.id !== 'string' || typeof envelope.name !== 'string') return;
    const value = envelope.name === 'getKeyLoginResponse' ? (mode.token ?? '') : HOST_REPLIES[envelope.name];
    const reply = JSON.stringify({ v: 1, id: envelope.id, name: envelope.name, value });
    setTimeout(() => native.__qshBridgeReceive?.(reply), 0);
  };
  if (mode.shell === 'flutter') {
    native.QshBridge = { postMessage: onMessage };
    return;
  }
  native.uni = { postMessage: (message: { data?: { qshBridge?: unknown } }) => typeof message.data?.qshBridge === 'string' && onMessage(message.data.qshBridge) };
  const ready = () => win.document.dispatchEvent(new Event('UniAppJSBridgeReady'));
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', ready);
  else setTimeout(ready, 0);
}

/** Enters preview mode when the app runs in the console's preview frame: emulated shell, persona. */
export function enterPreviewMode(win: PreviewWindow): PreviewMode | undefined {
  const mode = previewModeOf(win);
  if (!mode) return undefined;
  installPreviewHost(win, mode);
  const origin = win.location.origin;
  return {
    ...mode,
    onProblem: ({ pointer, message }) => win.parent.postMessage({ type: PREVIEW_PROBLEM_MESSAGE, pointer, message }, origin),
  };
}
