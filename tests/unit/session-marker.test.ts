import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '@/actions/dispatcher';
import { createFakeHost } from '@/actions/testing/fake-host';
import { createGatewayHost } from '@/app/boot/gateway-host';
import type { AppRouter } from '@/app/app';
import type { UiFeedback } from '@/app/overlays/feedback';
import { routeTable } from '@/app/route-table';
import { fakeBridge, fakeGateway } from './support/fakes';
import { RootStore, memoryStorage, STORAGE_KEYS } from '@/stores';
import { hasSessionMarker, SESSION_MARKER_COOKIE, writeSessionMarker } from '@/stores/session-marker';

const info = { id: 'u1', phone: '13800000000', flow: 'FINISH' as const };
const stores = (initial: Record<string, string> = {}) =>
  new RootStore({ storage: memoryStorage(initial), gateway: fakeGateway({ SF003: info }), app: { variant: 'official', shell: 'browser' } });

afterEach(() => writeSessionMarker(false));

describe('the session marker cookie follows the customer session (the gateway draws the guest preview without it)', () => {
  it('is named qsh_session, holds no token, and is set on login', async () => {
    const { user } = stores();
    expect(hasSessionMarker()).toBe(false);
    await user.applyLoginReply({ token: 'secret-token', userInfo: info });
    expect(hasSessionMarker()).toBe(true);
    expect(document.cookie).toContain(`${SESSION_MARKER_COOKIE}=1`);
    expect(document.cookie).not.toContain('secret-token');
  });

  it('is re-set at start when a token is stored, and a stale one is removed at start without a token', () => {
    stores({ [STORAGE_KEYS.token]: 'tok' });
    expect(hasSessionMarker()).toBe(true);
    stores();
    expect(hasSessionMarker()).toBe(false);
  });

  it('is removed on logout', async () => {
    const host = createFakeHost({ flow: 'FINISH' });
    expect(hasSessionMarker()).toBe(true);
    await createDispatcher(host)({ kind: 'logout' });
    expect(hasSessionMarker()).toBe(false);
  });

  it('is removed when the account is cancelled (logout without ending the session)', async () => {
    const host = createFakeHost({ flow: 'INFO' });
    expect(hasSessionMarker()).toBe(true);
    await createDispatcher(host)({ kind: 'logout', endSession: false, to: '/' });
    expect(hasSessionMarker()).toBe(false);
  });

  it('is removed when the gateway says the session expired (401)', () => {
    const root = stores();
    const feedback: UiFeedback = { alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true), toast: vi.fn(), showLoading: vi.fn(() => () => undefined), dismissQuestion: vi.fn() };
    const router = { navigate: vi.fn(async () => undefined) } as unknown as AppRouter;
    const host = createGatewayHost({ stores: () => root, router: () => router, bridge: fakeBridge('browser', {}), feedback, routes: routeTable });
    root.user.setToken('tok');
    expect(hasSessionMarker()).toBe(true);
    host.onSessionExpired();
    expect(hasSessionMarker()).toBe(false);
  });
});
