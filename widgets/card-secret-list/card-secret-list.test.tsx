import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { CardSecretList, demo, propsSchema } from '.';

describe('card-secret-list', () => {
  it('shows each card with its face value and whether it was retrieved; a tap opens its retrieval', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<CardSecretList {...p} />);
    expect(screen.getByText('¥100.00')).toBeInTheDocument();
    expect(screen.getByText('已提取')).toBeInTheDocument();
    expect(screen.getByText('未提取')).toBeInTheDocument();
    await userEvent.click(screen.getByText('黄金卡 50元'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/cardpwd/retrieve', query: { cardId: 2 } });
  });

  it('says 暂无卡密 when the user has none', () => {
    render(<CardSecretList {...testProps(propsSchema, demo.props, { list: [], hasPayPassword: 'N' as const })} />);
    expect(screen.getByText('暂无卡密')).toBeInTheDocument();
  });

  it('a page listing one kind of card gives its own empty text', () => {
    render(<CardSecretList {...testProps(propsSchema, { emptyText: '暂无黄金卡', emptyDescription: '黄金卡由平台活动发放，发放后卡密会出现在这里' }, { list: [], hasPayPassword: 'N' as const })} />);
    expect(screen.getByText('暂无黄金卡')).toBeInTheDocument();
    expect(screen.getByText('黄金卡由平台活动发放，发放后卡密会出现在这里')).toBeInTheDocument();
    expect(screen.queryByText(/京东E卡/)).not.toBeInTheDocument();
  });
});
