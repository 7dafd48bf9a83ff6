/**
 * The demo shop: categories, goods and their SKUs. Every picture is drawn by
 * server/http/demo-img.ts from its name (`goods-phone`, `goods-phone-2`, `cat-phone`, ...), so
 * each item shows what it is. Prices in cents; a goods item's stock is the sum of its SKUs'.
 */
const img = (name: string) => `/demo-img/${name}.svg`;

export const CATEGORIES = [
  { id: 1, parent_id: null, name: '数码', icon: img('cat-digital'), sort: 1 },
  { id: 2, parent_id: null, name: '家电', icon: img('cat-appliance'), sort: 2 },
  { id: 3, parent_id: null, name: '美妆', icon: img('cat-beauty'), sort: 3 },
  { id: 4, parent_id: null, name: '食品', icon: img('cat-food'), sort: 4 },
  { id: 5, parent_id: 1, name: '手机', icon: img('cat-phone'), sort: 1 },
  { id: 7, parent_id: 1, name: '耳机音箱', icon: img('cat-audio'), sort: 2 },
  { id: 8, parent_id: 1, name: '智能穿戴', icon: img('cat-wearable'), sort: 3 },
  { id: 15, parent_id: 1, name: '数码配件', icon: img('cat-accessory'), sort: 4 },
  { id: 6, parent_id: 2, name: '厨房电器', icon: img('cat-kitchen'), sort: 1 },
  { id: 9, parent_id: 2, name: '空调', icon: img('cat-aircon'), sort: 2 },
  { id: 10, parent_id: 3, name: '护肤', icon: img('cat-skincare'), sort: 1 },
  { id: 11, parent_id: 3, name: '彩妆', icon: img('cat-makeup'), sort: 2 },
  { id: 12, parent_id: 4, name: '粮油米面', icon: img('cat-rice'), sort: 1 },
  { id: 13, parent_id: 4, name: '茶叶', icon: img('cat-tea'), sort: 2 },
  { id: 14, parent_id: 4, name: '节令礼盒', icon: img('cat-gift'), sort: 3 },
];

type Spec = [name: string, value: string][];
/** One SKU: its specs, price, member price, stock. */
type Sku = [specs: Spec, price: number, memberPrice: number, stock: number];

interface Goods {
  spu: string;
  category: number;
  name: string;
  /** The drawing (server/http/demo-img.ts); the gallery shows `art`, `art-2`, `art-3`. */
  art: string;
  region: string;
  preferential: 'NONE' | 'MEMBER_PRICE' | 'DISCOUNT' | 'ZERO_BUY';
  card: 'NONE' | 'EXP_CARD' | 'YEAR_CARD' | 'QUARTER_CARD';
  limit: number;
  sales: number;
  description: string;
  skus: Sku[];
}

const colours = (values: string[], price: number, memberPrice: number, stock: number): Sku[] => values.map((v) => [[['颜色', v]], price, memberPrice, stock]);

export const GOODS: Goods[] = [
  {
    spu: 'SPU1001', category: 5, name: '星耀 X20 5G 智能手机', art: 'goods-phone', region: 'RECOMMEND', preferential: 'MEMBER_PRICE', card: 'YEAR_CARD', limit: 2, sales: 1832,
    description: '6.7 英寸 120Hz 护眼屏，5000 mAh 大电池，66W 快充，5000 万像素主摄。',
    skus: [
      [[['颜色', '曜石黑'], ['容量', '12GB+256GB']], 299900, 289900, 15],
      [[['颜色', '曜石黑'], ['容量', '12GB+512GB']], 339900, 329900, 10],
      [[['颜色', '冰川蓝'], ['容量', '12GB+256GB']], 299900, 289900, 15],
      [[['颜色', '冰川蓝'], ['容量', '12GB+512GB']], 339900, 329900, 10],
    ],
  },
  {
    spu: 'SPU1002', category: 7, name: '无线蓝牙耳机 主动降噪', art: 'goods-earbuds', region: 'RECOMMEND', preferential: 'MEMBER_PRICE', card: 'QUARTER_CARD', limit: 5, sales: 5210,
    description: '42dB 主动降噪，单次续航 8 小时，配合充电盒 32 小时，IP54 防水。',
    skus: colours(['月光白', '深空黑'], 49900, 45900, 100),
  },
  {
    spu: 'SPU1003', category: 6, name: '多功能空气炸锅', art: 'goods-fryer', region: 'GIFT_BAG', preferential: 'MEMBER_PRICE', card: 'YEAR_CARD', limit: 3, sales: 2675,
    description: '可视窗口，360° 热风循环，少油更健康，8 种预设菜单。',
    skus: [
      [[['容量', '4.5L']], 35900, 32900, 40],
      [[['容量', '6L']], 39900, 35900, 40],
    ],
  },
  {
    spu: 'SPU1004', category: 9, name: '新一级能效变频空调 挂机', art: 'goods-aircon', region: 'YEAR_AREA', preferential: 'DISCOUNT', card: 'YEAR_CARD', limit: 2, sales: 438,
    description: '新一级能效，变频冷暖，静音睡眠模式，手机 App 远程控制，含基础安装。',
    skus: [
      [[['匹数', '大1匹']], 279900, 259900, 15],
      [[['匹数', '1.5匹']], 329900, 309900, 15],
    ],
  },
  {
    spu: 'SPU1005', category: 10, name: '玻尿酸保湿面霜', art: 'goods-cream', region: 'GIFT_BAG', preferential: 'MEMBER_PRICE', card: 'EXP_CARD', limit: 5, sales: 3920,
    description: '多重玻尿酸深层补水，质地清爽不黏腻，敏感肌可用。',
    skus: [
      [[['规格', '50ml']], 25900, 22900, 60],
      [[['规格', '100ml']], 45900, 40900, 60],
    ],
  },
  {
    spu: 'SPU1006', category: 12, name: '五常稻花香大米', art: 'goods-rice', region: 'FARMERS', preferential: 'MEMBER_PRICE', card: 'EXP_CARD', limit: 10, sales: 8840,
    description: '黑龙江五常产地直发，当季新米，粒粒饱满，软糯香甜。',
    skus: [
      [[['重量', '5kg']], 6990, 5990, 300],
      [[['重量', '10kg']], 12990, 10990, 200],
    ],
  },
  {
    spu: 'SPU1007', category: 13, name: '高山有机绿茶礼盒 250g', art: 'goods-tea', region: 'FARMERS', preferential: 'DISCOUNT', card: 'QUARTER_CARD', limit: 5, sales: 652,
    description: '海拔 1200 米高山茶园，有机认证，明前采摘，礼盒装。',
    skus: [[[['规格', '250g 礼盒装']], 19800, 16800, 90]],
  },
  {
    spu: 'SPU1008', category: 15, name: '20000mAh 快充充电宝', art: 'goods-powerbank', region: 'ZERO_BUY', preferential: 'ZERO_BUY', card: 'YEAR_CARD', limit: 1, sales: 1204,
    description: '22.5W 双向快充，可上飞机，同时为两台设备充电。',
    skus: colours(['简约白', '石墨黑'], 12900, 100, 30),
  },
  {
    spu: 'SPU1009', category: 14, name: '嘉兴粽子礼盒 8只装', art: 'goods-zongzi', region: 'DRAGON_BOAT', preferential: 'MEMBER_PRICE', card: 'NONE', limit: 10, sales: 2310,
    description: '传统手工包制，糯米软糯，真空独立包装，端午送礼佳选。',
    skus: [
      [[['口味', '鲜肉粽']], 8800, 7800, 150],
      [[['口味', '蛋黄肉粽']], 9800, 8800, 150],
    ],
  },
  {
    spu: 'SPU1010', category: 10, name: '滋润护手霜 3支装', art: 'goods-handcream', region: 'FREE_NEW', preferential: 'DISCOUNT', card: 'NONE', limit: 1, sales: 7015,
    description: '新人专享价，乳木果油滋润配方，30g × 3 支，随身携带。',
    skus: [[[['规格', '30g×3支']], 3900, 990, 400]],
  },
  {
    spu: 'SPU1011', category: 8, name: '智能运动手环 心率血氧监测', art: 'goods-band', region: 'NEW_CARD', preferential: 'MEMBER_PRICE', card: 'YEAR_CARD', limit: 1, sales: 967,
    description: '1.47 英寸彩屏，24 小时心率与血氧监测，100 种运动模式，续航 14 天。',
    skus: colours(['曜石黑', '樱花粉'], 19900, 9900, 50),
  },
  {
    spu: 'SPU1012', category: 6, name: '破壁料理机 1.75L', art: 'goods-blender', region: 'RECOMMEND', preferential: 'MEMBER_PRICE', card: 'YEAR_CARD', limit: 2, sales: 815,
    description: '8 叶精钢刀头，一机多用：豆浆、果汁、辅食、绞肉。',
    skus: colours(['奶油白', '岩石灰'], 59900, 52900, 20),
  },
  {
    spu: 'SPU1013', category: 11, name: '丝绒哑光口红', art: 'goods-lipstick', region: 'RECOMMEND', preferential: 'MEMBER_PRICE', card: 'QUARTER_CARD', limit: 5, sales: 4388,
    description: '丝绒雾面质地，显色持久不拔干，金属管身。',
    skus: [
      [[['色号', '#999 正红']], 16900, 14900, 60],
      [[['色号', '#520 豆沙']], 16900, 14900, 60],
      [[['色号', '#888 橘棕']], 16900, 14900, 60],
    ],
  },
  {
    spu: 'SPU1014', category: 6, name: '不锈钢电热水壶 1.7L', art: 'goods-kettle', region: 'GIFT_BAG', preferential: 'MEMBER_PRICE', card: 'EXP_CARD', limit: 5, sales: 3102,
    description: '304 不锈钢内胆，1800W 速热，自动断电，防干烧。',
    skus: colours(['珍珠白', '雾霾蓝'], 12900, 10900, 80),
  },
];

/** Rows of the goods table (price, member price and stock from the SKUs: the lowest prices, the total stock). */
export function goodsRows() {
  return GOODS.map((g, i) => ({
    spu_id: g.spu, category_id: g.category, name: g.name, image: img(g.art), images: [img(g.art), img(`${g.art}-2`), img(`${g.art}-3`)],
    price: Math.min(...g.skus.map((s) => s[1])), member_price: Math.min(...g.skus.map((s) => s[2])), region_type: g.region,
    preferential_type: g.preferential, card_type: g.card, stock: g.skus.reduce((sum, s) => sum + s[3], 0), description: g.description,
    purchase_limit: g.limit, sales: g.sales, sort: i + 1,
  }));
}

/** Rows of goods_skus: `<spuId>-<n>`. */
export function skuRows() {
  return GOODS.flatMap((g) => g.skus.map(([specs, price, memberPrice, stock], i) => ({
    sku_id: `${g.spu}-${i + 1}`, spu_id: g.spu, specs: specs.map(([name, value]) => ({ name, value })), price, member_price: memberPrice, stock, sort: i + 1,
  })));
}
