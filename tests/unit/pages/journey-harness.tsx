import { vi } from 'vitest';
import { idCheckChar } from '@/lib/id-number';
import { renderPage, testStores, type RenderPageOptions } from '../../../tests/support/render-page';
import { fakeCallRaw, pageFile } from './page-harness';

type Answers = Parameters<typeof fakeCallRaw>[0];

/** A user at a credit step (the seed's 李娜 is at INFO). */
export const userAt = (flow: 'IDCARD' | 'INFO' | 'FINISH') => ({ id: 'u9', phone: '13900000000', name: '李娜', flow });

export interface OpenAsOptions extends Omit<RenderPageOptions, 'callRaw' | 'stores'> {
  answers: Answers;
  /** Logged in at this flow; a guest when left out. */
  flow?: 'IDCARD' | 'INFO' | 'FINISH';
  shell?: 'browser' | 'flutter' | 'uni';
}

/** Renders a page file of schemas/pages for a user at a credit step, with a fake gateway and BA004 upload. */
export function openAs(file: string, { answers, flow, shell = 'browser', ...options }: OpenAsOptions) {
  const stores = testStores({ shell });
  if (flow) {
    stores.user.setToken('test-token');
    stores.user.setInfo(userAt(flow));
  }
  const callRaw = fakeCallRaw(answers);
  const callPath = vi.fn(async (_path: string, _api: string, fields: Record<string, unknown>) => ({ fileId: `F-${String(fields.fileName)}`, url: `/utd/file/F-${String(fields.fileName)}` }));
  return { ...renderPage(pageFile(file), { ...options, callRaw, callPath, stores }), callRaw, callPath, stores };
}

/** A valid ID number born on yyyymmdd (GB 11643 check digit). */
export function idNumber(birth: string, seq = '123'): string {
  const first17 = `110105${birth}${seq}`;
  return first17 + idCheckChar(first17);
}

/** The same birth day this many years before today (Asia/Shanghai is close enough for whole years). */
export function yearsAgo(years: number): string {
  const d = new Date();
  return `${d.getFullYear() - years}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** A PNG file as the browser's file input gives it. */
export const pngFile = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
