import { describe, expect, it } from 'vitest';
import { AppStore } from '../../src/stores/app-store';
import { UserStore } from '../../src/stores/user-store';
import { APP_BINDINGS, USER_BINDINGS, storePathProblem, userInfoFields } from './store-shape';

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe('$user / $app binding names', () => {
  it('exist on the stores', () => {
    const user = new UserStore(storage, () => Promise.reject(new Error('no')));
    const app = new AppStore(storage, { variant: 'official', shell: 'browser' });
    for (const name of USER_BINDINGS) expect(name in user, name).toBe(true);
    for (const name of APP_BINDINGS) expect(name in app, name).toBe(true);
  });

  it('read the user info fields from the SF003 response', () => {
    expect(userInfoFields()).toEqual(expect.arrayContaining(['id', 'phone', 'name', 'flow', 'memberCardType']));
    expect(storePathProblem('$user', 'info.memberCardType')).toBeUndefined();
    expect(storePathProblem('$user', 'token')?.reason).toBe('$user has no "token"');
    expect(storePathProblem('$app', 'variant.x')?.reason).toBe('$app.variant has no fields');
  });
});
