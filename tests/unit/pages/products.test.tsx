import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goods, products } from './contract-samples';
import { openPage, wasCalled } from './page-harness';

describe('product pages', () => {
  it('/product/detail loads PD002 by productId; 立即申请 emits the product', async () => {
    const { actions, callRaw } = openPage('product/detail.json', { answers: { PD002: products.appliance }, query: { productId: 'P_FORM_APPLIANCE' } });
    await userEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(wasCalled(callRaw, 'PD002', { productId: 'P_FORM_APPLIANCE' })).toBe(true);
    expect(actions).toEqual([{ kind: 'product', product: products.appliance }]);
  });

  it('/product/detail shows 重试 when the product cannot load', async () => {
    const PD002 = vi.fn().mockRejectedValueOnce(new Error('产品不存在')).mockResolvedValue(products.appliance);
    openPage('product/detail.json', { answers: { PD002 }, query: { productId: 'X' } });
    expect(await screen.findByText('产品不存在')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
  });

  it('/product/whole-detail registers with the partner (as JOIN_ONLY)', async () => {
    const { actions } = openPage('product/whole-detail.json', { answers: { PD002: products.whole }, query: { productId: 'P_JOIN_WHOLE' } });
    await userEvent.click(await screen.findByRole('button', { name: '立即办理' }));
    expect(actions).toEqual([{ kind: 'product', product: { ...products.whole, type: 'JOIN_ONLY' } }]);
  });

  it('/product/whole-result and /paySuccess show their result', async () => {
    const whole = openPage('product/whole-result.json', { answers: {} });
    expect(await screen.findByText('申请已提交')).toBeInTheDocument();
    whole.unmount();
    const { actions } = openPage('paySuccess.json', { answers: {} });
    await userEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/order-list' }]);
  });

  it('/product/index lists products by product type in tabs', async () => {
    const { callRaw } = openPage('product/index.json', { answers: { PD001: (f: Record<string, unknown>) => ({ list: f.productType === 3 ? [products.h5Loan] : [products.appliance] }) } });
    expect(await screen.findByText('家电分期')).toBeInTheDocument();
    await userEvent.click(screen.getByText('现金贷'));
    expect(await screen.findByText('极速贷')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'PD001', { position: 'ALL', productType: 3 })).toBe(true);
  });

  it('/product/recommend recommends products; the verify variant shows goods instead', async () => {
    const answers = { BA006: { list: [] }, PD001: { list: [products.h5Loan] }, GD005: { list: [goods('SPU1001', '智能手机 12GB+256GB')] } };
    const official = openPage('product/recommend.json', { answers });
    expect(await screen.findByText('极速贷')).toBeInTheDocument();
    official.unmount();
    const { callRaw } = openPage('product/recommend.json', { answers, variant: 'verify' });
    expect(await screen.findByText('智能手机 12GB+256GB')).toBeInTheDocument();
    expect(screen.queryByText('极速贷')).not.toBeInTheDocument();
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('PD001');
  });
});
