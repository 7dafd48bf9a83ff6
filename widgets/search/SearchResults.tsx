import { List } from 'antd-mobile';
import { formatSubmitPrice } from '@/lib/money';
import type { OnAction, Product } from '@/actions/types';
import { SafeImage } from '@/ui/safe-image';
import { ListRow } from '@/ui/list-row';

/** An MS007 product (the dispatcher reads type, productId, isCredit, link). */
export type FoundProduct = Product & { description?: string; image?: string };
export interface FoundGoods {
  spuId: string;
  name: string;
  image?: string;
  price?: number;
  memberPrice?: number;
}
/** The MS007 answer. */
export interface SearchAnswer {
  products?: FoundProduct[];
  goods?: FoundGoods[];
}

const thumb = (src: string | undefined) => (src ? <SafeImage src={src} width={44} height={44} fit="cover" style={{ borderRadius: 6 }} alt="" /> : undefined);

/** A goods item's price as the goods lists show it: a member sees 会员价 and the list price struck through. */
function priceOf(g: FoundGoods, member: boolean) {
  if (member && g.memberPrice !== undefined) {
    return (
      <>
        <span style={{ color: 'var(--adm-color-primary)' }}>会员价 {formatSubmitPrice(g.memberPrice)}</span>
        {g.price !== undefined && g.price > g.memberPrice && <del style={{ marginLeft: 6 }}>{formatSubmitPrice(g.price)}</del>}
      </>
    );
  }
  return g.price !== undefined ? formatSubmitPrice(g.price) : undefined;
}

export function SearchResults({ answer, onAction, member = false }: { answer: SearchAnswer; onAction: OnAction; member?: boolean }) {
  const products = answer.products ?? [];
  const goods = answer.goods ?? [];
  return (
    <>
      {products.length > 0 && (
        <List header="产品">
          {products.map((product, i) => (
            <ListRow key={product.productId ?? i} prefix={thumb(product.image)} description={product.description} onPress={() => onAction({ kind: 'product', product })}>
              {product.name}
            </ListRow>
          ))}
        </List>
      )}
      {goods.length > 0 && (
        <List header="商品">
          {goods.map((g) => (
            <ListRow
              key={g.spuId}
              prefix={thumb(g.image)}
              description={priceOf(g, member)}
              onPress={() => onAction({ kind: 'navigate', to: '/goods/detail', query: { spuId: g.spuId } })}
            >
              {g.name}
            </ListRow>
          ))}
        </List>
      )}
    </>
  );
}
