import type { Page } from 'playwright-core';
import { waitForPath } from './app';
import { makePng } from './png';

/** Logs in on the /login (or /register, submit 注册并登录) page: phone, 获取验证码, the demo devCode hint, the agreements, 登录. */
export async function logInOnPage(page: Page, phone: string, submitText = '登录'): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await page.getByRole('button', { name: /^重新发送\(\d+s\)$/ }).waitFor();
  const hint = await page.getByText(/演示环境验证码/).textContent();
  const code = hint?.replace(/\D/g, '') ?? '';
  if (code.length !== 6) throw new Error(`[e2e] no demo SMS code in the hint: ${hint}`);
  await page.getByPlaceholder('请输入验证码').fill(code);
  await page.getByText('我已阅读并同意').tap();
  await page.getByRole('button', { name: submitText, exact: true }).tap();
}

/**
 * Uploads generated PNGs as both ID card sides and waits for the OCR to fill in the number. The demo
 * OCR reads the same person from the same picture, and an ID number serves one account: a second
 * activation on the same gateway passes its own `front` colour.
 */
export async function uploadIdCard(page: Page, front: [number, number, number] = [196, 220, 240]): Promise<void> {
  const inputs = page.locator('input[type=file]');
  await inputs.nth(0).setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: makePng(320, 200, front) });
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[aria-label="身份证号"]')?.value.length ?? 0) === 18);
  await inputs.nth(1).setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: makePng(320, 200, [240, 222, 200]) });
  await page.locator('.qsh-id-side[data-side="BACK"] .adm-image-uploader-cell img').waitFor();
}

/** Picks the first option of a picker field (its row is a button named `<title>：…`). */
async function pickFirst(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${title}：`) }).tap();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: '确定' }).tap();
  await page.getByRole('button', { name: new RegExp(`^${title}：(?!请选择)`) }).waitFor();
}

/** Fills the personal-info form (credit-info) and submits it. */
export async function fillCreditInfo(page: Page): Promise<void> {
  for (const title of ['学历', '职业类型', '所属行业', '年收入', '居住情况']) await pickFirst(page, title);
  for (const option of ['已婚', '配偶', '同事']) await page.getByText(option, { exact: true }).tap();
  const names = page.getByPlaceholder('请填写联系人姓名');
  const phones = page.getByPlaceholder('请填写联系人手机号');
  await names.nth(0).fill('王芳');
  await phones.nth(0).fill('13700000001');
  await names.nth(1).fill('赵磊');
  await phones.nth(1).fill('13700000002');
  await page.getByRole('button', { name: '提交', exact: true }).tap();
  await waitForPath(page, '/active-finish', 20_000);
}
