import { beforeAll, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';
import { DEMO_PAY_PASSWORD, DEMO_PHONE } from './demo-users';

let t: InProcess;
let token: string;
beforeAll(async () => {
  t = await openInProcess();
  token = await t.login(DEMO_PHONE);
}, 30_000);

it('the demo user has pay password 123456, top-up packages and card secrets to retrieve', async () => {
  expect(DEMO_PAY_PASSWORD).toBe('123456');
  const cards = await t.ok('CP001', {}, token);
  expect(cards.hasPayPassword).toBe('Y');
  expect(cards.list.filter((c) => c.retrieved === 'N').length).toBeGreaterThan(0);
  expect((await t.ok('TP001', {}, token)).list.length).toBeGreaterThan(0);
  expect(await t.call({ apiCode: 'CP002', cardId: cards.list[0]!.id, payPassword: '654321' }, token)).toMatchObject({ rspCode: '3202', rspMsg: '支付密码错误，还可尝试4次' });
  const card = await t.ok('CP002', { cardId: cards.list[0]!.id, payPassword: DEMO_PAY_PASSWORD }, token);
  expect(card.secret).toMatch(/\S/);
});
