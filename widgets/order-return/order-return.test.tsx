import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { CONFIRM_TEXT, OrderReturn, demo, propsSchema } from '.';

const confirmDialog = async () => (await screen.findByText(CONFIRM_TEXT)).closest<HTMLElement>('[role="dialog"]') ?? document.body;

describe('order-return', () => {
  it('needs a reason, and a note for 其他, before asking; the typed note stays', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<OrderReturn {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择退款原因');
    await userEvent.click(screen.getByText('其他'));
    await userEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写退款原因');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('confirms, sends EQ004 with the reason once (a second tap asks nothing) and replaces the page with the equity orders', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<OrderReturn {...p} />);
    await userEvent.click(screen.getByText('买错了'));
    await userEvent.type(screen.getByRole('textbox', { name: '补充说明' }), '选错卡了');
    await userEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    fireEvent.click(within(await confirmDialog()).getByText('确定'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member/equity-order', replace: true }));
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(p.state.request.mock.calls[0]?.slice(0, 2)).toEqual(['EQ004', { orderId: 'O20250003', reason: '买错了：选错卡了' }]);
    await userEvent.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(p.state.request).toHaveBeenCalledTimes(1);
  });

  it('a reason is chosen from the keyboard: the reasons are one radio group, one Tab stop, the arrow keys choose', async () => {
    render(<OrderReturn {...testProps(propsSchema, demo.props, demo.data)} />);
    const reasons = screen.getByRole('radiogroup', { name: '退款原因' });
    expect(within(reasons).getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([within(reasons).getByRole('radio', { name: '不想要了' })]);
    within(reasons).getByRole('radio', { name: '不想要了' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(reasons).getByRole('radio', { name: '买错了' })).toHaveFocus();
    expect(within(reasons).getByRole('radio', { name: '买错了' })).toHaveAttribute('aria-checked', 'true');
  });

  it('an order already under refund says so and offers no button', () => {
    render(<OrderReturn {...testProps(propsSchema, {}, { ...demo.data!, status: 'REFUND_VERIFY' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('该订单已申请退款，请勿重复提交');
    expect(screen.queryByRole('button', { name: '提交退款申请' })).not.toBeInTheDocument();
  });
});
