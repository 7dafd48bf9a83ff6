import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { SignInBonus, demo, propsSchema } from '.';

describe('sign-in-bonus', () => {
  it('shows the points, the streak and the 7 days with the signed ones', () => {
    render(<SignInBonus {...testProps(propsSchema, {}, demo.data)} />);
    expect(screen.getByText('2600')).toBeInTheDocument();
    expect(screen.getByText('已连续签到 2 天')).toBeInTheDocument();
    expect(screen.getByLabelText('第2天 10积分 已签到')).toBeInTheDocument();
    expect(screen.getByLabelText('第7天 50积分')).toBeInTheDocument();
  });

  it('signs in once with BN002: a second tap sends nothing, the block reloads and says what was gained', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockResolvedValue({ gained: 20, streak: 3, points: 2620 });
    render(<SignInBonus {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '立即签到' }));
    expect(await screen.findByRole('status')).toHaveTextContent('签到成功，获得20积分');
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '今日已签到' }));
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(p.state.request).toHaveBeenCalledWith('BN002', {}, { loading: true });
    expect(p.state.reload).toHaveBeenCalled();
  });

  it('signed today: 今日已签到, disabled', () => {
    render(<SignInBonus {...testProps(propsSchema, {}, { ...demo.data!, signedToday: 'Y' })} />);
    expect(screen.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  });
});
