import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreezeDialog, type FreezeDialogProps } from './freeze-dialog';

function renderDialog(overrides: Partial<FreezeDialogProps> = {}) {
  const props: FreezeDialogProps = {
    visible: true,
    message: '冻结积分 200',
    allowHosts: ['m.qsh.example'],
    onCancel: vi.fn(),
    onNavigate: vi.fn(),
    onOpenUrl: vi.fn(),
    ...overrides,
  };
  render(<FreezeDialog {...props} />);
  return props;
}

describe('freeze dialog', () => {
  it('shows the Notice title, the frozen-points text and the note line', () => {
    renderDialog();
    expect(screen.getByText('Notice')).toBeInTheDocument();
    expect(screen.getByText('您有部分积分被冻结，需解冻后才能提交订单')).toBeInTheDocument();
    expect(screen.getByText('备注：冻结积分 200')).toBeInTheDocument();
  });

  it('取消 closes and emits cancel without navigating', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByText('取消'));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('去处理 closes and goes to /my/bill', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByText('去处理'));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onNavigate).toHaveBeenCalledWith('/my/bill');
  });

  it('去处理 follows an allowlisted redirect URL', async () => {
    const props = renderDialog({ redirectUrl: 'https://m.qsh.example/unfreeze' });
    await userEvent.click(screen.getByText('去处理'));
    expect(props.onOpenUrl).toHaveBeenCalledWith('https://m.qsh.example/unfreeze');
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('去处理 ignores a redirect the safeUrl gate refuses and goes to /my/bill', async () => {
    const props = renderDialog({ redirectUrl: 'javascript:alert(1)' });
    await userEvent.click(screen.getByText('去处理'));
    expect(props.onOpenUrl).not.toHaveBeenCalled();
    expect(props.onNavigate).toHaveBeenCalledWith('/my/bill');
  });
});
