/**
 * The session marker: a cookie that says only "this browser has a customer session" (no token, no
 * user data: the token stays in local storage). The gateway reads it for a route's HTML: without it
 * the visitor is a guest and the HTML may carry the page's guest preview (`$user` blocks drawn as a
 * guest, `when: {loggedIn: false}` blocks drawn); with it only what is the same for every visitor
 * is drawn (docs/architecture.md "Gateway-drawn previews"). The gateway reads the same name
 * (server/http/session-marker.ts). Written only by the UserStore, whenever its token changes.
 */
export const SESSION_MARKER_COOKIE = 'qsh_session';

/** As long as a customer session lasts on the gateway (7 days); renewed at each start with a token. */
export const SESSION_MARKER_MAX_AGE_S = 7 * 24 * 3600;

/** Sets (a session exists) or removes the marker; nothing where there is no document (Node, the gateway's preview renderer). */
export function writeSessionMarker(present: boolean, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const value = present ? `1; Max-Age=${SESSION_MARKER_MAX_AGE_S}` : '; Max-Age=0';
  doc.cookie = `${SESSION_MARKER_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/** Whether this document has the marker. */
export function hasSessionMarker(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_MARKER_COOKIE}=`)));
}
