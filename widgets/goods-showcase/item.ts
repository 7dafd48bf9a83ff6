import type { GoodsShowcaseProps, ShowcaseItem } from './props.schema';

/** An item read through the `fields` mapping; a field of the wrong type counts as absent. */
export interface ReadItem {
  raw: ShowcaseItem;
  id: string | number | undefined;
  name: string;
  image: string;
  price: number | undefined;
  originalPrice: number | undefined;
  memberPrice: number | undefined;
  stock: number | undefined;
}

const cents = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

export function readItem(raw: ShowcaseItem, { fields }: GoodsShowcaseProps): ReadItem {
  const id = raw[fields.id];
  const name = raw[fields.name];
  const image = raw[fields.image];
  return {
    raw,
    id: typeof id === 'string' || typeof id === 'number' ? id : undefined,
    name: typeof name === 'string' ? name : '',
    image: typeof image === 'string' ? image : '',
    price: cents(raw[fields.price]),
    originalPrice: fields.originalPrice ? cents(raw[fields.originalPrice]) : undefined,
    memberPrice: cents(raw[fields.memberPrice]),
    stock: cents(raw[fields.stock]),
  };
}

export interface Badge {
  text: string;
  tone: 'primary' | 'warning' | 'success';
}

type Scalar = string | number | boolean;

function matches(value: unknown, equals: Scalar | readonly Scalar[] | undefined): boolean {
  if (equals === undefined) return value !== undefined && value !== null && value !== false && value !== '';
  return Array.isArray(equals) ? (equals as readonly unknown[]).includes(value) : value === equals;
}

/** The item's badges: the props' rules that hold, the item's own tags, then the stock hint. */
export function badgesOf(raw: ShowcaseItem, props: GoodsShowcaseProps, stock: number | undefined): Badge[] {
  const fromProps = props.badges.filter((b) => b.field === undefined || matches(raw[b.field], b.equals)).map((b) => ({ text: b.text, tone: b.tone }));
  const tags = raw[props.fields.tags];
  const fromData = Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string' && t.length > 0).map((text) => ({ text, tone: 'warning' as const })) : [];
  const hint = props.stockHint;
  const fromStock: Badge[] = [];
  if (hint && stock !== undefined && stock < hint.below) fromStock.push({ text: stock === 0 ? '已抢光' : hint.text.replace('{n}', String(stock)), tone: 'warning' });
  const seen = new Set<string>();
  return [...fromProps, ...fromData, ...fromStock].filter((b) => !seen.has(b.text) && Boolean(seen.add(b.text)));
}
