import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pending } from './page-harness';
import { openAs } from './journey-harness';

const limitOf = (status: 'NONE' | 'ACTIVE') => ({ creditLimit: status === 'ACTIVE' ? 500000 : 0, used: 0, available: status === 'ACTIVE' ? 500000 : 0, status, flow: status === 'ACTIVE' ? 'FINISH' : 'INFO' });

beforeEach(() => sessionStorage.clear());

/**
 * Opens the n-th picker and confirms its first option. The wheel settles on its first option in
 * an effect that a busy machine can delay past the first 确定, so 确定 is pressed until it lands
 * (jsdom never finishes the popup's closing animation, so the button stays in the DOM).
 */
async function pickFirst(title: string, n: number) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}：`) }));
  await waitFor(() => expect(screen.getAllByLabelText(/^当前选择的是/)).toHaveLength(n + 1));
  await waitFor(() => {
    const confirms = screen.getAllByText('确定');
    fireEvent.click(confirms[confirms.length - 1]!);
    expect(screen.getByRole('button', { name: new RegExp(`^${title}：(?!请选择)`) })).toBeInTheDocument();
  });
}

describe('personal info /cust-info', () => {
  it('shows the steps with 个人信息 current and every option list with Chinese labels', async () => {
    openAs('cust-info.json', { answers: {}, flow: 'INFO' });
    expect(await screen.findByText('身份认证已完成，待完善个人信息（学历、职业、收入及紧急联系人），提交后即可获得额度')).toBeInTheDocument();
    await screen.findByText('直系亲属联系人');
    for (const label of ['未婚', '已婚', '离异', '丧偶', '父母', '配偶', '子女', '兄弟姐妹', '其他', '同事', '朋友', '同学']) expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
  });

  it('submits CR002 with numbers and relation codes, then goes to /active-loading', async () => {
    const { callRaw, actions } = openAs('cust-info.json', { answers: { CR002: { flow: 'FINISH', creditLimit: 500000, available: 500000 } }, flow: 'INFO' });
    await screen.findByText('直系亲属联系人');
    for (const [n, title] of ['学历', '职业类型', '所属行业', '年收入', '居住情况'].entries()) await pickFirst(title, n);
    for (const option of ['已婚', '配偶', '同事']) fireEvent.click(screen.getByText(option, { exact: true }));
    const names = screen.getAllByPlaceholderText('请填写联系人姓名');
    const phones = screen.getAllByPlaceholderText('请填写联系人手机号');
    await userEvent.type(names[0]!, '王芳');
    await userEvent.type(phones[0]!, '13700000001');
    await userEvent.type(names[1]!, '赵磊');
    await userEvent.type(phones[1]!, '13700000002');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(actions).toContainEqual({ kind: 'navigate', to: '/active-loading', replace: true }));
    expect(callRaw).toHaveBeenCalledWith(
      'CR002',
      { education: 1, occupationType: 1, industry: 1, annualIncome: 1, housingStatus: 1, maritalStatus: 2, contact1: { relation: 'SPOUSE', name: '王芳', phone: '13700000001' }, contact2: { relation: 'COLLEAGUE', name: '赵磊', phone: '13700000002' } },
      { loading: true, silent: true },
    );
  });
});

describe('waiting for the limit /active-loading', () => {
  it('asks CR003 until the limit is active, asks kept-alive pages to reload and replaces itself with /active-finish', async () => {
    const CR003 = vi.fn().mockResolvedValueOnce(limitOf('NONE')).mockResolvedValue(limitOf('ACTIVE'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { actions, stores } = openAs('active-loading.json', { answers: { CR003 }, flow: 'INFO' });
      expect(await screen.findByText('额度激活中，请稍候...')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1600));
      await waitFor(() => expect(actions).toContainEqual({ kind: 'navigate', to: '/active-finish', replace: true }));
      expect(CR003).toHaveBeenCalledTimes(2);
      expect(stores.user.reloadFlag).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after ten answers without a limit offers 刷新 and 查看额度', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { actions } = openAs('active-loading.json', { answers: { CR003: limitOf('NONE') }, flow: 'INFO' });
      await screen.findByText('额度激活中，请稍候...');
      for (let i = 0; i < 10; i++) await act(async () => vi.advanceTimersByTime(1500));
      expect(await screen.findByText('额度仍在审批中')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '查看额度' }));
      expect(actions).toContainEqual({ kind: 'navigate', to: '/limit', replace: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed CR003 shows the error with 重试', async () => {
    const CR003 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockReturnValue(pending());
    openAs('active-loading.json', { answers: { CR003 }, flow: 'INFO' });
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('额度激活中，请稍候...')).toBeInTheDocument();
  });
});

describe('granted /active-finish', () => {
  it('shows a skeleton while loading, then the granted limit with 查看额度 and 去逛逛', async () => {
    const { actions } = openAs('active-finish.json', { answers: { CR003: limitOf('ACTIVE') }, flow: 'FINISH' });
    expect(await screen.findByLabelText('授信额度')).toHaveTextContent('5,000.00');
    await userEvent.click(screen.getByRole('button', { name: '查看额度' }));
    await userEvent.click(screen.getByRole('button', { name: '去逛逛' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/limit', replace: true }, { kind: 'navigate', to: '/', replace: true }]);
  });

  it.each([['REPAY', true], ['FINISH', false], ['FAILED', false]])(
    'after the cashier\'s 去授信, an order at %s is offered with 继续支付: %s (paid or cancelled meanwhile it is not)',
    async (status, offered) => {
      sessionStorage.setItem('qsh.creditReturn', JSON.stringify({ orderId: 'O7' }));
      const { actions } = openAs('active-finish.json', { answers: { CR003: limitOf('ACTIVE'), SF206: { orderId: 'O7', status } }, flow: 'FINISH' });
      expect(await screen.findByLabelText('授信额度')).toHaveTextContent('5,000.00');
      if (offered) {
        await userEvent.click(await screen.findByRole('button', { name: '继续支付' }));
        expect(actions).toEqual([{ kind: 'navigate', to: '/cashier', query: { orderId: 'O7' }, replace: true }]);
      } else {
        await waitFor(() => expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull());
        await userEvent.click(screen.getByRole('button', { name: '查看额度' }));
        expect(actions).toEqual([{ kind: 'navigate', to: '/limit', replace: true }]);
      }
    },
  );

  it('loading and error states come from the renderer', async () => {
    const CR003 = vi.fn().mockRejectedValueOnce(new Error('系统接口请求超时')).mockResolvedValue(limitOf('ACTIVE'));
    const view = openAs('active-finish.json', { answers: { CR003: pending }, flow: 'FINISH' });
    expect(view.container.querySelector('.adm-skeleton')).not.toBeNull();
    view.unmount();
    openAs('active-finish.json', { answers: { CR003 }, flow: 'FINISH' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('授信额度')).toHaveTextContent('5,000.00');
  });
});

describe('what is pending /cust-info-result', () => {
  it('at flow INFO names the missing personal info and continues to /cust-info', async () => {
    const { actions } = openAs('cust-info-result.json', { answers: {}, flow: 'INFO' });
    await userEvent.click(await screen.findByRole('button', { name: '继续填写个人信息' }));
    expect(screen.getByText(/待完善个人信息/)).toBeInTheDocument();
    expect(actions).toEqual([{ kind: 'navigate', to: '/cust-info' }]);
  });

  it('at flow IDCARD sends the user to the ID card step', async () => {
    const { actions } = openAs('cust-info-result.json', { answers: {}, flow: 'IDCARD' });
    await userEvent.click(await screen.findByRole('button', { name: '去认证' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/credit-facilities' }]);
  });
});
