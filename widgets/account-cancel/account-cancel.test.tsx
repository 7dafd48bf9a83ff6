import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from 'antd-mobile';
import { testStores } from '../../tests/support/render-page';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import type { CancelConditions } from './props.schema';
import { propsSchema } from './props.schema';
import { AccountCancel } from '.';

const met: CancelConditions = {
  canCancel: 'Y',
  list: [
    { key: 'BILLS', title: '无未结清的账单', passed: 'Y', detail: '已结清' },
    { key: 'ORDERS', title: '无进行中的订单', passed: 'Y', detail: '无进行中的订单' },
    { key: 'BALANCE', title: '账户余额为零', passed: 'Y', detail: '余额 ¥0.00' },
  ],
};
const blocked: CancelConditions = { canCancel: 'N', list: [met.list[0]!, { key: 'ORDERS', title: '无进行中的订单', passed: 'N', detail: '您还有 1 笔订单未完成' }, met.list[2]!] };

function open(answers: Record<string, (fields: Record<string, unknown>) => unknown>) {
  const stores = testStores();
  stores.user.setToken('t');
  stores.user.setInfo({ id: 'u1', phone: '13600000001', flow: 'IDCARD' });
  const p = testProps(propsSchema, {});
  p.state.request.mockImplementation(async (api: string, fields: Record<string, unknown>) => {
    const answer = answers[api];
    if (!answer) throw new Error(`no answer for ${api}`);
    return answer(fields);
  });
  renderWithStores(<AccountCancel {...p} />, stores);
  return p;
}

// antd's imperative confirm lives on document.body, outside the tested tree.
afterEach(() => Dialog.clear());

/** Confirms antd's dialog (still animating in jsdom, so a plain click). */
async function confirmDialog() {
  // The newest dialog: one from an earlier test may still be fading out.
  const dialogs = await screen.findAllByRole('dialog');
  fireEvent.click(within(dialogs[dialogs.length - 1]!).getByRole('button', { name: '确认注销' }));
}

/** The page's own 确认注销 (a closing dialog from an earlier test may still be on the body). */
async function cancelButton() {
  await screen.findAllByText('注销条件');
  return within(document.querySelector('.qsh-cancel') as HTMLElement).findByRole('button', { name: '确认注销' });
}

describe('account cancellation', () => {
  it('lists each condition as the gateway checked it; an unmet one blocks cancelling and 重新检测 asks again', async () => {
    const p = open({ UC014: () => blocked });
    expect(await screen.findByText('您还有 1 笔订单未完成')).toBeInTheDocument();
    expect(screen.getAllByText('已满足')).toHaveLength(2);
    expect(screen.getByText('未满足')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认注销' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新检测' }));
    await waitFor(() => expect(p.state.request.mock.calls.filter(([api]) => api === 'UC014')).toHaveLength(2));
  });

  it('a failed check shows the error with 重试', async () => {
    open({ UC014: () => Promise.reject(new Error('系统接口500异常')) });
    expect(await screen.findByText('系统接口500异常')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('asks for the code and the tick first, keeping what was typed', async () => {
    const p = open({ UC014: () => met });
    await userEvent.click(await cancelButton());
    expect(screen.getByRole('alert')).toHaveTextContent('请输入6位短信验证码');
    await userEvent.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await userEvent.click(await cancelButton());
    expect(screen.getByRole('alert')).toHaveTextContent('请先勾选并确认注销须知');
    expect(screen.getByPlaceholderText('请输入短信验证码')).toHaveValue('123456');
    expect(p.state.request.mock.calls.some(([api]) => api === 'UC011')).toBe(false);
  });

  it('sends the code to the account phone, cancels once with UC011 and ends the session (logout, endSession false)', async () => {
    const p = open({ UC014: () => met, BA002: () => ({ devCode: '654321' }), UC011: () => ({ cancelled: 'Y' }) });
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(p.state.request).toHaveBeenCalledWith('BA002', { phone: '13600000001', scene: 'LOGIN' }, { loading: true, silent: true });
    expect(await screen.findByText('演示环境验证码：654321')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('请输入短信验证码'), '654321');
    await userEvent.click(screen.getByText('我已知晓注销后账户无法恢复'));
    await userEvent.click(await cancelButton());
    await confirmDialog();
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'logout', endSession: false, to: '/' }));
    expect(p.state.request.mock.calls.filter(([api]) => api === 'UC011')).toEqual([['UC011', { smsCode: '654321' }, { loading: true, silent: true }]]);
  });

  it('a refusal shows the gateway message and keeps the code', async () => {
    const p = open({ UC014: () => met, UC011: () => Promise.reject(new Error('验证码错误')) });
    await userEvent.type(await screen.findByPlaceholderText('请输入短信验证码'), '111111');
    await userEvent.click(screen.getByText('我已知晓注销后账户无法恢复'));
    await userEvent.click(await cancelButton());
    await confirmDialog();
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toHaveValue('111111');
    expect(p.onAction).not.toHaveBeenCalled();
  });
});
