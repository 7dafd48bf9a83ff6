import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { goods } from './contract-samples';
import { openPage, pending, wasCalled } from './page-harness';

const categories = {
  list: [
    { id: 1, name: '数码', icon: '/demo-img/cat-digital.svg', children: [{ id: 5, name: '手机', icon: '/demo-img/cat-phone.svg' }, { id: 7, name: '耳机音箱', icon: '/demo-img/cat-audio.svg' }] },
    { id: 2, name: '家电', icon: '/demo-img/cat-appliance.svg', children: [{ id: 6, name: '厨房电器', icon: '/demo-img/cat-kitchen.svg' }] },
  ],
};

const page = (list: ReturnType<typeof goods>[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });

const sku = (n: number, colour: string, size: string, price: number) => ({
  skuId: `SPU1001-${n}`, specs: [{ name: '颜色', value: colour }, { name: '容量', value: size }], price, memberPrice: price - 10000, payPrice: price, stock: 10,
});
const phone = {
  ...goods('SPU1001', '星耀 X20 5G 智能手机'), price: 299900, memberPrice: 289900, payPrice: 299900, stock: 40, purchaseLimit: 2, sales: 1832,
  description: '6.7 英寸 120Hz 护眼屏。', images: ['/demo-img/goods-phone.svg', '/demo-img/goods-phone-2.svg'],
  skus: [sku(1, '曜石黑', '12GB+256GB', 299900), sku(2, '曜石黑', '12GB+512GB', 339900), sku(3, '冰川蓝', '12GB+256GB', 299900), sku(4, '冰川蓝', '12GB+512GB', 339900)],
};

describe('category tree /goods/classify', () => {
  it('shows GD001 categories; a sub-category opens its goods list', async () => {
    const { actions } = openPage('goods/classify.json', { answers: { GD001: categories } });
    await userEvent.click(await screen.findByRole('button', { name: '耳机音箱' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods-list/goodsByCategoryId', query: { categoryId: 7 } }]);
  });

  it('shows 暂无数据 without categories', async () => {
    openPage('goods/classify.json', { answers: { GD001: { list: [] } } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('offers 重试 when GD001 fails', async () => {
    const GD001 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(categories);
    openPage('goods/classify.json', { answers: { GD001 } });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '全部数码' })).toBeInTheDocument();
  });
});

describe.each([
  ['goods-list.json', '/goods-list'],
  ['goods-list/goodsByCategoryId.json', '/goods-list/goodsByCategoryId'],
])('goods list %s', (file, path) => {
  it('lists the category\'s goods (GD002, sort from the URL); a tap opens the goods detail', async () => {
    const { actions, callRaw } = openPage(file, { answers: { GD002: page([goods('SPU1001', '星耀 X20 5G 智能手机')]) }, query: { categoryId: '5', sort: 'PRICE_ASC' } });
    await userEvent.click(await screen.findByText('星耀 X20 5G 智能手机'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods/detail', query: { spuId: 'SPU1001' } }]);
    expect(wasCalled(callRaw, 'GD002', { categoryId: '5', sort: 'PRICE_ASC', pageSize: 10 })).toBe(true);
    expect(screen.getByRole('button', { name: '价格从低到高' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a sort tap replaces the URL with the new sort, keeping the category', async () => {
    const { actions } = openPage(file, { answers: { GD002: page([goods('SPU1001', '星耀 X20 5G 智能手机')]) }, query: { categoryId: '5' } });
    await userEvent.click(await screen.findByRole('button', { name: '销量' }));
    expect(actions).toEqual([{ kind: 'navigate', to: path, query: { categoryId: '5', sort: 'SALES' }, replace: true }]);
  });

  it('loads the next page as the user scrolls', async () => {
    const GD002 = (f: Record<string, unknown>) =>
      f.pageNum === 2 ? page([goods('SPU1011', '智能运动手环')], 2, 2) : page([goods('SPU1001', '星耀 X20 5G 智能手机')], 2);
    const { callRaw } = openPage(file, { answers: { GD002 }, query: { categoryId: '1' } });
    expect(await screen.findByText('智能运动手环')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'GD002', { categoryId: '1', pageSize: 10, pageNum: 2 })).toBe(true);
  });

  it('shows 暂无数据 for a category without goods', async () => {
    openPage(file, { answers: { GD002: page([]) }, query: { categoryId: '9' } });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('goods areas', () => {
  it('/recommend-area lists GD005 RECOMMEND goods, each opening its detail', async () => {
    const { actions, callRaw } = openPage('recommend-area.json', { answers: { GD005: { regionType: 'RECOMMEND', list: [goods('SPU1013', '丝绒哑光口红')] } } });
    await userEvent.click(await screen.findByText('丝绒哑光口红'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods/detail', query: { spuId: 'SPU1013' } }]);
    expect(wasCalled(callRaw, 'GD005', { regionType: 'RECOMMEND' })).toBe(true);
  });

  it('/my/gift-bag lists GD004 goods; empty shows 暂无数据', async () => {
    openPage('my/gift-bag.json', { answers: { GD004: { list: [goods('SPU1003', '多功能空气炸锅')] } }, loggedIn: true });
    expect(await screen.findByText('多功能空气炸锅')).toBeInTheDocument();
  });

  it('/my/gift-bag shows 暂无数据 when the gift bag is empty', async () => {
    openPage('my/gift-bag.json', { answers: { GD004: { list: [] } }, loggedIn: true });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('/block/byIds 专区', () => {
  it('shows the goods AC006 answers for the ids in the link', async () => {
    const { callRaw } = openPage('block/byIds.json', { answers: { AC006: { list: [goods('SPU1008', '有机五常大米')] } }, query: { ids: 'SPU1008' } });
    expect(await screen.findByText('有机五常大米')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'AC006', { ids: 'SPU1008' })).toBe(true);
  });

  it('a link without its ids says 未找到专区商品 with 商品分类 and 返回首页, not 暂无数据, and asks AC006 nothing', async () => {
    const { actions, callRaw } = openPage('block/byIds.json', { answers: {} });
    expect(await screen.findByText('未找到专区商品')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(callRaw.mock.calls.some(([api]) => api === 'AC006')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '商品分类' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods/classify', replace: true }]);
  });
});

describe('goods tiles on other pages open the goods detail', () => {
  it('/installment 礼包专区', async () => {
    const answers = { BA006: { list: [] }, MM004: { list: [] }, PD001: { list: [] }, GD004: { list: [goods('SPU1003', '多功能空气炸锅')] } };
    const { actions } = openPage('installment.json', { answers });
    await userEvent.click(await screen.findByText('多功能空气炸锅'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods/detail', query: { spuId: 'SPU1003' } }]);
  });

  it('/product/recommend 精选好物 (verify variant)', async () => {
    const answers = { BA006: { list: [] }, GD005: { regionType: 'RECOMMEND', list: [goods('SPU1001', '星耀 X20 5G 智能手机')] } };
    const { actions } = openPage('product/recommend.json', { answers, variant: 'verify' });
    await userEvent.click(await screen.findByText('星耀 X20 5G 智能手机'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/goods/detail', query: { spuId: 'SPU1001' } }]);
  });
});

describe('goods detail /goods/detail', () => {
  it('shows pictures, price and member price, SKUs and the installment preview of GD003', async () => {
    const { callRaw } = openPage('goods/detail.json', { answers: { GD003: phone }, query: { spuId: 'SPU1001' } });
    expect(await screen.findByRole('img', { name: '星耀 X20 5G 智能手机 图1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '星耀 X20 5G 智能手机' })).toBeInTheDocument();
    expect(screen.getByLabelText('价格')).toHaveTextContent('¥2,999.00');
    expect(screen.getByText('会员价 ¥2,899.00')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(5);
    expect(wasCalled(callRaw, 'GD003', { spuId: 'SPU1001' })).toBe(true);
  });

  it('立即购买 goes to /order-apply with the SKU, quantity and periods chosen', async () => {
    const { actions } = openPage('goods/detail.json', { answers: { GD003: phone }, query: { spuId: 'SPU1001' } });
    await userEvent.click(await screen.findByRole('button', { name: '冰川蓝' }));
    await userEvent.click(screen.getByRole('button', { name: '12GB+512GB' }));
    await userEvent.click(screen.getByRole('radio', { name: /× 12期/ }));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/order-apply', query: { spuId: 'SPU1001', skuId: 'SPU1001-4', quantity: 1, periods: 12 } }]);
  });

  it('shows a skeleton while GD003 loads', () => {
    openPage('goods/detail.json', { answers: { GD003: pending }, query: { spuId: 'SPU1001' } });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a goods item that does not exist shows the gateway\'s message with 重试', async () => {
    openPage('goods/detail.json', { answers: { GD003: () => Promise.reject(new Error('商品 SPU9 不存在')) }, query: { spuId: 'SPU9' } });
    expect(await screen.findAllByText('商品 SPU9 不存在')).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: '重试' }).length).toBeGreaterThan(0);
  });
});
