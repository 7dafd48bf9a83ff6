import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundView, StateView } from './load-states';

describe('a state with its ways on', () => {
  it('says what is wrong, makes the first way on the main one, and each press goes its own way', async () => {
    const records = vi.fn();
    const home = vi.fn();
    render(<StateView title="未找到该借款记录" description="该借款不存在或不属于当前账号" actions={[{ text: '借款记录', onPress: records }, { text: '返回首页', onPress: home }]} />);
    expect(screen.getByText('未找到该借款记录')).toBeInTheDocument();
    expect(screen.getByText('该借款不存在或不属于当前账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '借款记录' })).toHaveClass('adm-button-primary');
    expect(screen.getByRole('button', { name: '返回首页' })).not.toHaveClass('adm-button-primary');
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(home).toHaveBeenCalledTimes(1);
    expect(records).not.toHaveBeenCalled();
  });

  it('a page that asked for what does not exist has one way back, the main button, and never 重试', async () => {
    const back = vi.fn();
    render(<NotFoundView title="缺少订单号" message="请从订单列表重新进入收银台" backText="我的订单" onBack={back} />);
    expect(screen.getByText('请从订单列表重新进入收银台')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '我的订单' })).toHaveClass('adm-button-primary', 'adm-button-block');
    expect(screen.queryByText('重试')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
