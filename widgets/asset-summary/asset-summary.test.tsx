import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { AssetSummary, FROZEN_NOTE, demo, propsSchema } from '.';

describe('asset-summary', () => {
  it('points: all, available and frozen points, the frozen ones explained with 去处理 to the bills', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<AssetSummary {...p} />);
    expect(screen.getByText('2600')).toBeInTheDocument();
    expect(screen.getByText('可用积分 2000')).toBeInTheDocument();
    expect(screen.getByText('冻结积分 600')).toBeInTheDocument();
    expect(screen.getByText(FROZEN_NOTE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去处理' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
    await userEvent.click(screen.getByRole('button', { name: '积分兑换' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/integral/exchange' });
  });

  it('no frozen points: no explanation', () => {
    render(<AssetSummary {...testProps(propsSchema, {}, { points: 100, frozenPoints: 0 })} />);
    expect(screen.queryByText(FROZEN_NOTE)).not.toBeInTheDocument();
  });

  it('balance: the balance and what can be withdrawn, in yuan', () => {
    render(<AssetSummary {...testProps(propsSchema, { kind: 'balance' }, { balance: 1234567, withdrawable: 50000 })} />);
    expect(screen.getByText('账户余额')).toBeInTheDocument();
    expect(screen.getByText('¥12,345.67')).toBeInTheDocument();
    expect(screen.getByText('可提现 ¥500.00')).toBeInTheDocument();
  });
});
