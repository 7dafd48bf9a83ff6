import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ad, funcGroups, goods, products } from './contract-samples';
import { openPage, wasCalled } from './page-harness';

const answers = {
  BA006: { list: [ad(4, '家电专区', 'INSTALLMENT_BANNER')] },
  MM004: funcGroups,
  GD004: { list: [goods('SPU1003', '多功能空气炸锅'), goods('SPU1005', '保湿面霜 50ml')] },
  PD001: { list: [products.appliance, products.whole] },
};

describe('installment /installment', () => {
  it('shows the gift bag and installment shopping', async () => {
    const { callRaw } = openPage('installment.json', { answers });
    expect(await screen.findByText('多功能空气炸锅')).toBeInTheDocument();
    expect(screen.getAllByText('礼包专区').length).toBeGreaterThan(0);
    expect(await screen.findByText('分期购物')).toBeInTheDocument();
    expect(screen.getByText('整单分期')).toBeInTheDocument();
    expect(await screen.findByText('话费充值')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'PD001', { position: 'INSTALLMENT' })).toBe(true);
  });

  it('the verify variant keeps the gift bag and hides installment shopping', async () => {
    const { callRaw } = openPage('installment.json', { answers, variant: 'verify' });
    expect(await screen.findByText('多功能空气炸锅')).toBeInTheDocument();
    expect(screen.queryByText('分期购物')).not.toBeInTheDocument();
    expect(screen.queryByText('话费充值')).not.toBeInTheDocument();
    expect(callRaw.mock.calls.map((c) => c[0]).sort()).toEqual(['BA006', 'GD004']);
  });

  it('shows 暂无数据 when the gift bag is empty', async () => {
    openPage('installment.json', { answers: { ...answers, GD004: { list: [] } }, variant: 'verify' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
