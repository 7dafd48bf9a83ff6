import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { GoodsShowcase, demo } from '.';

const itemNamed = (name: string) => screen.getByRole('button', { name });

describe('goods-showcase', () => {
  it('puts a props badge only on items whose field matches, and a badge without field on every item', () => {
    render(<GoodsShowcase {...testProps(propsSchema, demo.props, demo.data)} />);
    const zero = within(itemNamed('20000mAh 快充充电宝'));
    const phone = within(itemNamed('星耀 X20 5G 智能手机'));
    expect(zero.getByText('0元购')).toBeInTheDocument();
    expect(phone.queryByText('0元购')).toBeNull();
    expect(zero.getByText('限时')).toBeInTheDocument();
    expect(phone.getByText('限时')).toBeInTheDocument();
  });

  it('shows badges from the data (tags) and the stock left below the threshold, 已抢光 at zero', () => {
    const data = [...(demo.data ?? []), { spuId: 'S3', name: '售罄商品', price: 100, stock: 0 }];
    render(<GoodsShowcase {...testProps(propsSchema, demo.props, data)} />);
    expect(within(itemNamed('星耀 X20 5G 智能手机')).getByText('会员价')).toBeInTheDocument();
    expect(within(itemNamed('20000mAh 快充充电宝')).getByText('仅剩 12 件')).toBeInTheDocument();
    expect(within(itemNamed('星耀 X20 5G 智能手机')).queryByText(/仅剩/)).toBeNull();
    expect(within(itemNamed('售罄商品')).getByText('已抢光')).toBeInTheDocument();
  });

  it('a member sees the lower member price as the price with the list price struck through; a guest sees the price and 会员价 below', () => {
    const data = [{ spuId: 'S1', name: '无线蓝牙耳机', price: 49900, memberPrice: 45900 }];
    const { rerender } = render(<GoodsShowcase {...testProps(propsSchema, { memberCardType: 'YEAR_CARD' }, data)} />);
    const item = () => within(itemNamed('无线蓝牙耳机'));
    expect(item().getByText('会员价 ¥459.00')).toHaveClass('goods-showcase__price');
    expect(item().getByText('¥499.00').tagName).toBe('DEL');
    rerender(<GoodsShowcase {...testProps(propsSchema, { memberCardType: 'NONE' }, data)} />);
    expect(item().getByText('¥499.00')).toHaveClass('goods-showcase__price');
    expect(item().getByText('会员价 ¥459.00')).toHaveClass('goods-showcase__member');
  });

  it('maps other field names (any goods-like list) and navigates with the id under idParam', async () => {
    const p = testProps(
      propsSchema,
      { fields: { id: 'goodsId', name: 'title', price: 'dealPrice', originalPrice: 'price' }, idParam: 'id', link: { kind: 'navigate', to: '/goods/detail', query: { from: 'zone' } } },
      [{ goodsId: 7, title: '端午粽子礼盒', dealPrice: 5900, price: 8900 }],
    );
    render(<GoodsShowcase {...p} />);
    expect(screen.getByText('¥59.00')).toBeInTheDocument();
    expect(screen.getByText('¥89.00').tagName).toBe('DEL');
    await userEvent.click(itemNamed('端午粽子礼盒'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods/detail', query: { from: 'zone', id: 7 } });
  });

  it('shows the member price only when it differs from the price and showMemberPrice is on', () => {
    const { rerender } = render(<GoodsShowcase {...testProps(propsSchema, {}, [{ spuId: 'a', name: 'A', price: 1000, memberPrice: 900 }])} />);
    expect(screen.getByText('会员价 ¥9.00')).toBeInTheDocument();
    rerender(<GoodsShowcase {...testProps(propsSchema, { showMemberPrice: false }, [{ spuId: 'a', name: 'A', price: 1000, memberPrice: 900 }])} />);
    expect(screen.queryByText('会员价 ¥9.00')).toBeNull();
  });
});
