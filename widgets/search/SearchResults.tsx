import { List } from 'antd-mobile';
import { formatPrice } from '@/lib/money';
import type { OnAction, Product } from '@/actions/types';
import { SafeImage } from '@/ui/safe-image';

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

export function SearchResults({ answer, onAction }: { answer: SearchAnswer; onAction: OnAction }) {
  const products = answer.products ?? [];
  const goods = answer.goods ?? [];
  return (
    <>
      {products.length > 0 && (
        <List header="产品">
          {products.map((product, i) => (
            <List.Item key={product.productId ?? i} prefix={thumb(product.image)} description={product.description} onClick={() => onAction({ kind: 'product', product })}>
              {product.name}
            </List.Item>
          ))}
        </List>
      )}
      {goods.length > 0 && (
        <List header="商品">
          {goods.map((g) => (
            <List.Item
              key={g.spuId}
              prefix={thumb(g.image)}
              description={g.price !== undefined ? `¥${formatPrice(g.price)}` : undefined}
              onClick={() => onAction({ kind: 'navigate', to: '/goods/detail', query: { spuId: g.spuId } })}
            >
              {g.name}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
