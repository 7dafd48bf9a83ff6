/**
 * Simple drawn illustrations for the demo shop's pictures (server/seed/goods.ts names them):
 * `goods-<item>` on a soft background, `goods-<item>-2` / `-3` the same item on another
 * background at another angle (the detail page's gallery), `cat-<category>` a category icon,
 * `func-<entry>` a function-entry icon. Every drawing fits a 400 x 400 box centred on 200, 200.
 */

type Draw = (tint: string) => string;

const ART: Record<string, Draw> = {
  phone: (tint) => `
    <rect x="130" y="60" width="140" height="280" rx="24" fill="#1f2329"/>
    <rect x="140" y="76" width="120" height="248" rx="14" fill="${tint}"/>
    <circle cx="200" cy="90" r="5" fill="#1f2329"/>
    <rect x="160" y="150" width="80" height="10" rx="5" fill="#fff" opacity=".7"/>
    <rect x="170" y="170" width="60" height="8" rx="4" fill="#fff" opacity=".5"/>`,
  earbuds: () => `
    <rect x="110" y="190" width="180" height="120" rx="50" fill="#f5f5f5" stroke="#d0d3d8" stroke-width="4"/>
    <line x1="112" y1="230" x2="288" y2="230" stroke="#d0d3d8" stroke-width="4"/>
    <ellipse cx="155" cy="120" rx="34" ry="30" fill="#fff" stroke="#c8ccd2" stroke-width="4"/>
    <rect x="142" y="140" width="20" height="70" rx="10" fill="#fff" stroke="#c8ccd2" stroke-width="4"/>
    <ellipse cx="245" cy="120" rx="34" ry="30" fill="#fff" stroke="#c8ccd2" stroke-width="4"/>
    <rect x="238" y="140" width="20" height="70" rx="10" fill="#fff" stroke="#c8ccd2" stroke-width="4"/>`,
  fryer: (tint) => `
    <rect x="110" y="80" width="180" height="240" rx="40" fill="#2b2f36"/>
    <rect x="130" y="170" width="140" height="110" rx="14" fill="#454b55"/>
    <rect x="150" y="190" width="100" height="60" rx="10" fill="${tint}" opacity=".8"/>
    <rect x="170" y="262" width="60" height="12" rx="6" fill="#9aa0a8"/>
    <circle cx="200" cy="125" r="22" fill="#9aa0a8"/><circle cx="200" cy="125" r="10" fill="#2b2f36"/>`,
  aircon: (tint) => `
    <rect x="60" y="140" width="280" height="110" rx="26" fill="#fafafa" stroke="#cfd3d8" stroke-width="4"/>
    <line x1="90" y1="225" x2="310" y2="225" stroke="#cfd3d8" stroke-width="4"/>
    <line x1="90" y1="237" x2="310" y2="237" stroke="#cfd3d8" stroke-width="3"/>
    <rect x="250" y="165" width="60" height="26" rx="6" fill="${tint}"/>
    <path d="M120 280 q10 20 0 40 M170 280 q10 20 0 40 M220 280 q10 20 0 40" stroke="#8fc9f0" stroke-width="5" fill="none"/>`,
  cream: (tint) => `
    <rect x="115" y="150" width="170" height="150" rx="26" fill="#ffffff" stroke="#e2e2e2" stroke-width="4"/>
    <rect x="105" y="110" width="190" height="56" rx="18" fill="${tint}"/>
    <rect x="145" y="200" width="110" height="50" rx="10" fill="${tint}" opacity=".25"/>
    <circle cx="200" cy="225" r="12" fill="${tint}"/>`,
  rice: (tint) => `
    <path d="M130 90 h140 l20 230 q-90 20 -180 0 z" fill="#f3e7c9" stroke="#d4c196" stroke-width="4"/>
    <rect x="150" y="170" width="100" height="90" rx="12" fill="${tint}"/>
    <ellipse cx="185" cy="200" rx="8" ry="14" fill="#fff"/><ellipse cx="210" cy="215" rx="8" ry="14" fill="#fff"/><ellipse cx="190" cy="235" rx="8" ry="14" fill="#fff"/>
    <rect x="140" y="80" width="120" height="20" rx="6" fill="#c9a96a"/>`,
  tea: (tint) => `
    <rect x="100" y="150" width="200" height="150" rx="14" fill="#2f6b3a"/>
    <rect x="90" y="120" width="220" height="45" rx="10" fill="#3e8a4b"/>
    <path d="M200 190 q50 10 30 70 q-60 -5 -30 -70 z" fill="${tint}"/>
    <line x1="202" y1="195" x2="225" y2="255" stroke="#2f6b3a" stroke-width="4"/>`,
  powerbank: (tint) => `
    <rect x="130" y="80" width="140" height="240" rx="26" fill="#e9ecef" stroke="#c5cad0" stroke-width="4"/>
    <circle cx="180" cy="280" r="7" fill="${tint}"/><circle cx="200" cy="280" r="7" fill="${tint}"/><circle cx="220" cy="280" r="7" fill="#c5cad0"/>
    <path d="M205 140 l-30 55 h25 l-10 50 l35 -65 h-25 z" fill="${tint}"/>`,
  zongzi: (tint) => `
    <path d="M90 300 l70 -150 l70 150 z" fill="#4f9a45"/><path d="M170 300 l70 -150 l70 150 z" fill="#3d8236"/>
    <path d="M110 260 h100 M190 260 h100" stroke="${tint}" stroke-width="8"/>
    <path d="M125 230 l70 0 M205 230 l70 0" stroke="#6fbf63" stroke-width="4"/>`,
  handcream: (tint) => `
    <path d="M120 110 h50 l-5 190 h-40 z" fill="${tint}"/><rect x="128" y="300" width="34" height="24" rx="4" fill="#fff" stroke="#ddd" stroke-width="3"/>
    <path d="M175 110 h50 l-5 190 h-40 z" fill="#ffffff" stroke="#e0e0e0" stroke-width="3"/><rect x="183" y="300" width="34" height="24" rx="4" fill="${tint}"/>
    <path d="M230 110 h50 l-5 190 h-40 z" fill="${tint}" opacity=".7"/><rect x="238" y="300" width="34" height="24" rx="4" fill="#fff" stroke="#ddd" stroke-width="3"/>`,
  band: (tint) => `
    <rect x="170" y="50" width="60" height="300" rx="30" fill="${tint}"/>
    <rect x="150" y="140" width="100" height="120" rx="30" fill="#1f2329"/>
    <rect x="162" y="152" width="76" height="96" rx="20" fill="#2d6cdf"/>
    <path d="M172 205 h14 l8 -18 l10 34 l8 -16 h16" stroke="#fff" stroke-width="5" fill="none"/>`,
  blender: (tint) => `
    <path d="M140 80 h120 l-15 170 h-90 z" fill="#dff1fb" stroke="#a9cfe3" stroke-width="4"/>
    <rect x="150" y="65" width="100" height="22" rx="8" fill="#5a6069"/>
    <path d="M175 220 l25 -12 l25 12" stroke="#5a6069" stroke-width="6" fill="none"/>
    <rect x="125" y="250" width="150" height="80" rx="16" fill="${tint}"/>
    <circle cx="200" cy="290" r="16" fill="#fff"/>`,
  lipstick: (tint) => `
    <rect x="160" y="210" width="80" height="130" rx="8" fill="${tint}"/>
    <rect x="168" y="170" width="64" height="50" rx="4" fill="#e1c27f"/>
    <path d="M172 170 v-70 l56 -30 v100 z" fill="#c8213a"/>`,
  kettle: (tint) => `
    <rect x="110" y="300" width="160" height="24" rx="10" fill="#3a3f47"/>
    <path d="M125 300 l10 -170 h110 l10 170 z" fill="${tint}"/>
    <path d="M135 150 l-55 -30 l10 30 l40 40" fill="${tint}" stroke="#3a3f47" stroke-width="3"/>
    <path d="M255 150 q60 20 10 120" stroke="#3a3f47" stroke-width="16" fill="none"/>
    <rect x="150" y="112" width="80" height="22" rx="8" fill="#3a3f47"/>`,
};

/** Which drawing a category or function-entry icon uses. */
const ICON_ART: Record<string, string> = {
  digital: 'phone', phone: 'phone', audio: 'earbuds', wearable: 'band', accessory: 'powerbank', appliance: 'kettle', kitchen: 'fryer',
  aircon: 'aircon', beauty: 'lipstick', skincare: 'cream', makeup: 'lipstick', food: 'rice', rice: 'rice', tea: 'tea', gift: 'zongzi',
  farm: 'rice', recommend: 'earbuds', zero: 'powerbank',
};

/** Function entries without an item to draw get a character on a tile. */
const ICON_GLYPH: Record<string, string> = {
  classify: '类', topup: '充', points: '积', loan: '分', service: '客', address: '址', coupon: '券', scan: '扫', card: '卡', rights: '权', new: '新',
};

const TINTS = ['#ff7a59', '#4f8ef7', '#f2b33d', '#e05a8a', '#36b37e', '#8e6cf0'];
const BACKGROUNDS = ['#fff4ee', '#eef4ff', '#f3f8ec'];

function tintOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return TINTS[h % TINTS.length] ?? '#ff7a59';
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${body}</svg>`;

/** Banner ads (`banner-<queryType>`): headline, line, drawing. The texts match the seeded ads' names. */
const BANNERS: Record<string, [headline: string, line: string, art: string]> = {
  product: ['家电分期', '低至3期免息', 'aircon'],
  goods: ['新品手机', '星耀X20 会员立减', 'phone'],
  category: ['家电专区', '大牌家电 分期购', 'kettle'],
  custom: ['开通年卡', '尊享会员权益', 'band'],
  marketing: ['0元购', '限时抢 先到先得', 'powerbank'],
  goodszone: ['助农专区', '产地直发 新鲜到家', 'rice'],
  // Activity and block pages (schemas/pages/activity, block, super, themeActivities; issue #18).
  wheel: ['幸运大转盘', '天天抽 好礼不停', 'earbuds'],
  blindbox: ['惊喜盲盒', '每天免费开一个', 'band'],
  treasure: ['积分寻宝', '最高挖出500积分', 'powerbank'],
  lucky: ['超级幸运星', '每天一次 百分百中奖', 'phone'],
  yeararea: ['年货节', '年货好物 分期购', 'tea'],
  dragonboat: ['端午安康', '粽享好礼', 'zongzi'],
  giftbag: ['礼包专区', '超值礼包 限量抢', 'cream'],
  freenew: ['免费领新', '新人专享 免费领', 'handcream'],
  newcard: ['新卡专区', '开卡即享 新人券', 'kettle'],
};

/** Products, equities, exchange coupons and the popup: a character on a tile (the file name without `_`). */
const TILE_GLYPH: Record<string, string> = {
  ph5loan: '贷', pformappliance: '家', pjoinpartner: '享', pjoinonlygift: '礼', pjoinwhole: '分', pcashsxg: '借', pcashself: '借',
  pcreditbill: '账', pformedu: '教', ph5card: '卡', 'eq-video': '视', 'eq-food': '餐', 'eq-jd': '卡', 'eq-phone': '话', 'eq-finance': '财',
  'ex-5': '券', 'ex-10': '券', 'ex-20': '券', popup: '礼',
};

function banner(key: string): string | undefined {
  const [headline, line, art] = BANNERS[key] ?? [];
  const draw = ART[art ?? ''];
  if (!headline || !draw) return undefined;
  const tint = tintOf(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#ffb36b"/></linearGradient></defs>`
    + `<rect width="750" height="300" fill="url(#b)"/><text x="48" y="135" font-size="52" font-weight="bold" fill="#fff" font-family="sans-serif">${headline}</text>`
    + `<text x="48" y="195" font-size="30" fill="#fff" font-family="sans-serif">${line}</text>`
    + `<g transform="translate(470 10) scale(.7)"><circle cx="200" cy="200" r="170" fill="#fff" opacity=".9"/>${draw(tint)}</g></svg>`;
}

/** A drawn picture for a demo image name, or undefined when the name is not one of the shop's. */
export function demoArt(name: string): string | undefined {
  const ad = /^banner-([a-z]+)$/.exec(name);
  if (ad) return banner(ad[1] ?? '');
  const glyph = TILE_GLYPH[name];
  if (glyph) {
    return svg(200, `<rect width="400" height="400" fill="${tintOf(name)}"/><text x="200" y="262" font-size="190" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text>`);
  }
  const goods = /^goods-([a-z]+)(?:-([23]))?$/.exec(name);
  if (goods) {
    const draw = ART[goods[1] ?? ''];
    if (!draw) return undefined;
    const view = Number(goods[2] ?? 1);
    const background = BACKGROUNDS[view - 1] ?? '#fff';
    const transform = view === 1 ? '' : view === 2 ? 'rotate(-12 200 200)' : 'translate(40 40) scale(.8)';
    // View 3 tints the item differently (another colour of the same goods).
    const tint = view === 3 ? tintOf(`${name}x`) : tintOf(goods[1] ?? name);
    return svg(400, `<rect width="400" height="400" fill="${background}"/><g transform="${transform}">${draw(tint)}</g>`);
  }
  const icon = /^(?:cat|func)-([a-z]+)$/.exec(name);
  if (icon) {
    const key = icon[1] ?? '';
    const art = ART[ICON_ART[key] ?? ''];
    const tile = `<rect width="400" height="400" rx="96" fill="${tintOf(key)}" opacity=".16"/>`;
    if (art) return svg(96, `${tile}<g transform="translate(40 40) scale(.8)">${art(tintOf(key))}</g>`);
    const glyph = ICON_GLYPH[key];
    if (glyph) {
      return svg(96, `<rect width="400" height="400" rx="96" fill="${tintOf(key)}"/><text x="200" y="262" font-size="190" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text>`);
    }
  }
  return undefined;
}
