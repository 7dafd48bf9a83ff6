import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiResponse } from '@/services/gateway/types';
import { interpretLoginReply } from '@/services/session';
import { STORAGE_KEYS, readJson, readString, write, type KeyValueStorage } from './persist';
import { writeSessionMarker } from './session-marker';

export type UserInfo = ApiResponse<'SF003'>;
export type UserFlow = UserInfo['flow'];

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.flow === 'string';
}

/** Fetches the logged-in user's info (SF003); injected so the store stays testable. */
export type FetchUserInfo = () => Promise<UserInfo>;

/** The session: token and user info, persisted in local storage. */
export class UserStore {
  token: string | undefined;
  info: UserInfo | undefined;
  /** Bumped to ask the current page to re-render (pull-to-refresh, native reloadUrl). */
  reloadFlag = 0;
  /** Count of items added (e.g. to a cart) since the last look; shown as a badge. */
  addNum = 0;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly fetchInfo: FetchUserInfo,
    /** Keeps the session marker cookie in step with the token (session-marker.ts); tests pass a fake. */
    private readonly marker: (present: boolean) => void = writeSessionMarker,
  ) {
    this.token = readString(storage, STORAGE_KEYS.token) || undefined;
    // Re-set at each start (renews it, or restores a cleared one); a stale one without a token goes.
    marker(Boolean(this.token));
    this.info = this.token ? readJson<UserInfo | undefined>(storage, STORAGE_KEYS.userInfo, isUserInfo, undefined) : undefined;
    makeAutoObservable<UserStore, 'storage' | 'fetchInfo' | 'marker'>(this, { storage: false, fetchInfo: false, marker: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token);
  }

  get flow(): UserFlow | undefined {
    return this.info?.flow;
  }

  /** The one place the token changes (login, logout, an expired session, a cancelled account): the session marker follows it. */
  setToken(token: string | undefined): void {
    this.token = token || undefined;
    write(this.storage, STORAGE_KEYS.token, this.token);
    this.marker(Boolean(this.token));
  }

  setInfo(info: UserInfo | undefined): void {
    this.info = info;
    write(this.storage, STORAGE_KEYS.userInfo, info ? JSON.stringify(info) : undefined);
  }

  /** Clears the token and the user info. */
  logout(): void {
    this.setToken(undefined);
    this.setInfo(undefined);
  }

  /** Loads the user info from the gateway when logged in; resolves to it (or undefined for a guest). */
  async reloadInfo(): Promise<UserInfo | undefined> {
    if (!this.token) return undefined;
    const info = await this.fetchInfo();
    runInAction(() => this.setInfo(info));
    return info;
  }

  /**
   * Applies a login reply (spec §4): a token with user info stores both; a token alone (or a
   * bare token string) is stored and the info fetched; a reply without a token logs out locally.
   */
  async applyLoginReply(reply: unknown): Promise<void> {
    const outcome = interpretLoginReply(reply);
    if (outcome.kind === 'logout') {
      this.logout();
      return;
    }
    this.setToken(outcome.token);
    if (outcome.kind === 'login' && isUserInfo(outcome.userInfo)) this.setInfo(outcome.userInfo);
    else await this.reloadInfo();
  }

  requestPageReload(): void {
    this.reloadFlag += 1;
  }

  setAddNum(count: number): void {
    this.addNum = Math.max(0, Math.trunc(count));
  }
}
