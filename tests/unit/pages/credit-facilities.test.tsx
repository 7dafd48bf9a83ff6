import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { idNumber, openAs, pngFile, userAt, yearsAgo } from './journey-harness';

const adult = idNumber('19900307');
const minor = idNumber(yearsAgo(16));
const answers = {
  UC004: (f: Record<string, unknown>) => (f.side === 'FRONT' ? { side: 'FRONT', name: '孙涛', idNo: adult } : { side: 'BACK', validPeriod: '2020.01.01-2040.01.01' }),
  CR001: userAt('INFO'),
};

const fileInputs = () => document.querySelectorAll<HTMLInputElement>('input[type=file]');
async function upload(index: number, file = pngFile(index === 0 ? 'front.png' : 'back.png')) {
  fireEvent.change(fileInputs()[index]!, { target: { files: [file] } });
}
/** The pictures the two uploaders show: after an upload, one per side, the gateway's URL (no leftover preview). */
const uploadedImages = () => [...document.querySelectorAll<HTMLImageElement>('.qsh-id-side img')].map((img) => img.getAttribute('src'));

async function uploadBoth() {
  await waitFor(() => expect(fileInputs()).toHaveLength(2));
  await upload(0);
  await waitFor(() => expect(screen.getByPlaceholderText('请填写18位身份证号码')).toHaveValue(adult));
  await upload(1);
  // The uploader previews a picked file at once; wait for both uploads to have finished (the
  // images then show the gateway's URLs), not just for two pictures.
  await waitFor(() => expect(uploadedImages()).toEqual(['/utd/file/F-front.png', '/utd/file/F-back.png']));
}

beforeEach(() => sessionStorage.clear());

describe('ID card step /credit-facilities', () => {
  it('uploads both sides with BA004, fills name and number from UC004 (with the loading toast)', async () => {
    const { callPath, callRaw } = openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await uploadBoth();
    expect(callPath).toHaveBeenCalledWith('/utd/file/base64', 'BA004', expect.objectContaining({ fileName: 'front.png', contentType: 'image/png' }), { loading: true });
    expect(callRaw).toHaveBeenCalledWith('UC004', { side: 'FRONT', fileId: 'F-front.png' }, { loading: true });
    expect(screen.getByPlaceholderText('请填写身份证上的姓名')).toHaveValue('孙涛');
  });

  it('submits CR001, moves the user to flow INFO and goes to /cust-info', async () => {
    const { callRaw, stores, actions } = openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await uploadBoth();
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    await waitFor(() => expect(actions).toContainEqual({ kind: 'navigate', to: '/cust-info', replace: true }));
    expect(callRaw).toHaveBeenCalledWith('CR001', { frontFileId: 'F-front.png', backFileId: 'F-back.png', name: '孙涛', idNo: adult }, { loading: true, silent: true });
    expect(stores.user.flow).toBe('INFO');
  });

  it('refuses a minor with the lib message and does not call CR001', async () => {
    const { callRaw } = openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await uploadBoth();
    const id = screen.getByPlaceholderText('请填写18位身份证号码');
    await userEvent.clear(id);
    await userEvent.type(id, minor);
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('未满18周岁，暂不支持申请')).toBeInTheDocument();
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('CR001');
  });

  it('checks the GB 11643 check digit and that both sides are there', async () => {
    openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await userEvent.type(await screen.findByPlaceholderText('请填写18位身份证号码'), `${adult.slice(0, 17)}${adult[17] === '0' ? '1' : '0'}`);
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('身份证号码校验位错误')).toBeInTheDocument();
    expect(screen.getByText('请上传身份证人像面和国徽面')).toBeInTheDocument();
  });

  it('drops each message once its field or upload changes: both sides uploaded and the OCR number clear 请上传… and 校验位错误 before any submit', async () => {
    openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await userEvent.type(await screen.findByPlaceholderText('请填写18位身份证号码'), `${adult.slice(0, 17)}${adult[17] === '0' ? '1' : '0'}`);
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('身份证号码校验位错误')).toBeInTheDocument();
    expect(screen.getByText('请上传身份证人像面和国徽面')).toBeInTheDocument();
    expect(screen.getByText('请填写身份证上的姓名', { selector: '[role=alert]' })).toBeInTheDocument();
    await uploadBoth();
    expect(screen.queryByText('请上传身份证人像面和国徽面')).not.toBeInTheDocument();
    expect(screen.queryByText('身份证号码校验位错误')).not.toBeInTheDocument();
    expect(screen.queryByText('请填写身份证上的姓名', { selector: '[role=alert]' })).not.toBeInTheDocument();
  });

  it('drops the number\'s message when the user edits the number', async () => {
    openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    const id = await screen.findByPlaceholderText('请填写18位身份证号码');
    await userEvent.type(id, '123');
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    const message = await screen.findByText((_, el) => el?.getAttribute('role') === 'alert' && el.closest('.adm-list-item')?.textContent?.includes('身份证号') === true);
    expect(message).toBeInTheDocument();
    await userEvent.type(id, '4');
    expect(message).not.toBeInTheDocument();
  });

  it('a refused CR001 keeps what was typed and shows the server message', async () => {
    openAs('credit-facilities.json', { answers: { ...answers, CR001: () => Promise.reject(new Error('该身份证已被其他账户使用')) }, flow: 'IDCARD' });
    await uploadBoth();
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('该身份证已被其他账户使用')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请填写身份证上的姓名')).toHaveValue('孙涛');
    expect(screen.getByPlaceholderText('请填写18位身份证号码')).toHaveValue(adult);
  });

  it('refuses an image over 5 MB with a toast and never uploads it', async () => {
    const { callPath } = openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await waitFor(() => expect(fileInputs()).toHaveLength(2));
    await upload(0, pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片大小不能超过5MB')).toBeInTheDocument();
    expect(callPath).not.toHaveBeenCalled();
  });

  it('keeps the uploads and the name (not the ID number) across a remount', async () => {
    const first = openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    await uploadBoth();
    first.unmount();
    openAs('credit-facilities.json', { answers, flow: 'IDCARD' });
    expect(await screen.findByPlaceholderText('请填写身份证上的姓名')).toHaveValue('孙涛');
    expect(screen.getByPlaceholderText('请填写18位身份证号码')).toHaveValue('');
    await waitFor(() => expect(uploadedImages()).toEqual(['/utd/file/F-front.png', '/utd/file/F-back.png']));
  });

  it('a user past the ID step is told so and sent on', async () => {
    const { actions } = openAs('credit-facilities.json', { answers, flow: 'INFO' });
    await userEvent.click(await screen.findByRole('button', { name: '继续完善个人信息' }));
    expect(screen.getByText('身份认证已完成')).toBeInTheDocument();
    expect(actions).toContainEqual({ kind: 'navigate', to: '/cust-info', replace: true });
  });
});
