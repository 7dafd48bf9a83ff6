import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { GoodsBuyPanel, demo, propsSchema, type GoodsDetail } from '.';
import { LONG_PRESS_REPEAT_MS, LONG_PRESS_START_MS } from './use-long-press';

const phone = demo.data as GoodsDetail;
const open = (data: GoodsDetail = phone, props = demo.props) => {
  const p = testProps(propsSchema, props, data);
  render(<GoodsBuyPanel {...p} />);
  return p;
};
const quantity = () => screen.getByRole('spinbutton', { name: '购买数量' });
const plus = () => screen.getByRole('button', { name: /增加|increase/i });
const chip = (name: string) => screen.getByRole('button', { name });
const period = (n: number) => screen.getByRole('radio', { name: new RegExp(`× ${n}期`) });

/** A goods item with one SKU of `stock` pieces and the given purchase limit. */
const single = (stock: number, purchaseLimit: number): GoodsDetail => ({
  spuId: 'SPU1006', name: '五常稻花香大米', image: '/demo-img/goods-rice.svg', images: ['/demo-img/goods-rice.svg'], price: 6990, memberPrice: 5990, payPrice: 6990,
  regionType: 'FARMERS', preferentialType: 'MEMBER_PRICE', cardType: 'EXP_CARD', categoryId: 12, stock, purchaseLimit, sales: 8840, description: '黑龙江五常产地直发，当季新米。',
  skus: [{ skuId: 'SPU1006-1', specs: [{ name: '重量', value: '5kg' }], price: 6990, memberPrice: 5990, payPrice: 6990, stock }],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('price and SKU', () => {
  it('starts on the first SKU in stock and shows its price with the member price', () => {
    open();
    expect(chip('曜石黑')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('12GB+256GB')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('价格')).toHaveTextContent('¥2,999.00');
    expect(screen.getByText('会员价 ¥2,899.00')).toBeInTheDocument();
  });

  it('choosing another SKU updates the price and the total', async () => {
    open();
    await userEvent.click(chip('12GB+512GB'));
    expect(screen.getByLabelText('价格')).toHaveTextContent('¥3,399.00');
    expect(screen.getByText('会员价 ¥3,299.00')).toBeInTheDocument();
    expect(screen.getByText('¥3,399.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a spec value with no SKU in stock (with the other choices) cannot be chosen', async () => {
    open();
    await userEvent.click(chip('冰川蓝'));
    expect(chip('12GB+512GB')).toBeDisabled();
  });

  it('a member sees the member price as the price, the original struck through', () => {
    const member = { ...phone, payPrice: phone.memberPrice, skus: phone.skus?.map((s) => ({ ...s, payPrice: s.memberPrice })) };
    open(member);
    expect(screen.getByLabelText('价格')).toHaveTextContent('¥2,899.00');
    expect(screen.getByText('¥2,999.00', { selector: 'del' })).toBeInTheDocument();
  });
});

describe('quantity stepper', () => {
  it('holding + steps after 600 ms, then every 200 ms', () => {
    vi.useFakeTimers();
    open(single(50, 10));
    fireEvent.pointerDown(plus());
    act(() => void vi.advanceTimersByTime(LONG_PRESS_START_MS - 1));
    expect(quantity()).toHaveValue('1');
    act(() => void vi.advanceTimersByTime(1));
    expect(quantity()).toHaveValue('2');
    act(() => void vi.advanceTimersByTime(LONG_PRESS_REPEAT_MS));
    expect(quantity()).toHaveValue('3');
    act(() => void vi.advanceTimersByTime(2 * LONG_PRESS_REPEAT_MS));
    expect(quantity()).toHaveValue('5');
    fireEvent.pointerUp(plus());
    fireEvent.click(plus());
    act(() => void vi.advanceTimersByTime(10 * LONG_PRESS_REPEAT_MS));
    expect(quantity()).toHaveValue('5');
  });

  it('a long press stops at the purchase limit', () => {
    vi.useFakeTimers();
    open(single(50, 3));
    fireEvent.pointerDown(plus());
    act(() => void vi.advanceTimersByTime(LONG_PRESS_START_MS + 10 * LONG_PRESS_REPEAT_MS));
    expect(quantity()).toHaveValue('3');
    expect(plus()).toBeDisabled();
  });

  it('a long press stops at the stock when there is less than the limit', () => {
    vi.useFakeTimers();
    open(single(2, 10));
    fireEvent.pointerDown(plus());
    act(() => void vi.advanceTimersByTime(LONG_PRESS_START_MS + 10 * LONG_PRESS_REPEAT_MS));
    expect(quantity()).toHaveValue('2');
    expect(screen.getByText('库存2件，每单限购10件')).toBeInTheDocument();
  });

  it('a typed quantity above the limit is brought down to it', async () => {
    open(single(50, 5));
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '30');
    fireEvent.blur(quantity());
    expect(quantity()).toHaveValue('5');
  });
});

describe('installment preview', () => {
  it('shows the monthly payment of each period (0.6 % fee a month beyond one period)', () => {
    open();
    // 2999.00 yuan: 12 periods of 249.91 + 17.99 fee; 24 of 124.95 + 17.99.
    expect(period(1)).toHaveTextContent('¥2,999.00 × 1期');
    expect(period(1)).toHaveTextContent('免手续费');
    expect(period(12)).toHaveTextContent('¥267.90 × 12期');
    expect(period(12)).toHaveTextContent('手续费 ¥17.99/期');
    // 2999 yuan over 12: the first month carries the remainder (the first bill is ¥267.98, the others ¥267.90).
    expect(period(12)).toHaveTextContent('首期 ¥267.98');
    expect(period(1)).not.toHaveTextContent('首期');
    expect(period(24)).toHaveTextContent('¥142.94 × 24期');
  });

  it('below 1000 yuan only one period can be chosen', () => {
    open(single(50, 10));
    expect(period(1)).toBeEnabled();
    expect(period(3)).toBeDisabled();
    expect(screen.getByText('满1000元可分期')).toBeInTheDocument();
  });
});

describe('立即购买', () => {
  it('emits the navigate action to /order-apply with the chosen SKU, quantity and periods', async () => {
    const p = open();
    await userEvent.click(chip('冰川蓝'));
    await userEvent.click(plus());
    await userEvent.click(period(12));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-apply', query: { spuId: 'SPU1001', skuId: 'SPU1001-3', quantity: 2, periods: 12 } });
  });

  it('with a spec not chosen it names the spec and emits nothing', async () => {
    const p = open();
    await userEvent.click(chip('曜石黑'));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择颜色');
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('a sold-out item says 已售罄 and cannot be bought', () => {
    open(single(0, 10));
    expect(screen.getByRole('button', { name: '已售罄' })).toBeDisabled();
  });
});

it('the quantity field carries its name and value range itself (not antd\'s wrapper)', () => {
  open(single(50, 3));
  expect(quantity()).toHaveAttribute('aria-valuemax', '3');
  expect(quantity()).toHaveAttribute('aria-valuenow', '1');
  expect(quantity().closest('.adm-input')).not.toHaveAttribute('aria-valuenow');
});
