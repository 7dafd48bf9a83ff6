import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { PageSchema } from '@/renderer/page-view';
import { renderPage, testStores, type RenderPageOptions } from '../../../tests/support/render-page';

/** A page schema file of schemas/pages, as the app loads it. */
export function pageFile(file: string): PageSchema {
  return JSON.parse(readFileSync(join(process.cwd(), 'schemas/pages', file), 'utf8')) as PageSchema;
}

type Answer = unknown | ((fields: Record<string, unknown>) => unknown);

/** A fake gateway: each apiCode answers from the table (a function sees the fields); others fail. */
export function fakeCallRaw(answers: Record<string, Answer>) {
  return vi.fn(async (api: string, fields: Record<string, unknown>) => {
    if (!(api in answers)) throw new Error(`no answer for ${api}`);
    const answer = answers[api];
    return typeof answer === 'function' ? (answer as (f: Record<string, unknown>) => unknown)(fields) : answer;
  });
}

/** The demo user 张伟 (seed): FINISH, year card. */
export const demoUser = { id: 'u1', phone: '13800000000', name: '张伟', flow: 'FINISH', memberCardType: 'YEAR_CARD', memberExpireAt: '2026-01-31 00:00:00' } as const;

export interface OpenPageOptions extends Omit<RenderPageOptions, 'callRaw' | 'stores'> {
  answers: Record<string, Answer>;
  loggedIn?: boolean;
  variant?: 'official' | 'verify';
}

/** Renders a real page schema with fresh stores (guest unless `loggedIn`) and a fake gateway. */
export function openPage(file: string, { answers, loggedIn = false, variant = 'official', ...options }: OpenPageOptions) {
  const stores = testStores({ variant });
  if (loggedIn) {
    stores.user.setToken('test-token');
    stores.user.setInfo({ ...demoUser });
  }
  const callRaw = fakeCallRaw(answers);
  return { ...renderPage(pageFile(file), { ...options, callRaw, stores }), callRaw };
}

/** A call that never answers, to see the loading state. */
export const pending = () => new Promise<never>(() => {});

/** Whether the fake gateway was called with this apiCode and these fields (options aside). */
export function wasCalled(callRaw: ReturnType<typeof fakeCallRaw>, api: string, fields: Record<string, unknown>): boolean {
  return callRaw.mock.calls.some(([a, f]) => a === api && JSON.stringify(f) === JSON.stringify(fields));
}
