import { Button, Image, List } from 'antd-mobile';
import { toList } from '../shared/list-data';
import { LoadMore } from '../shared/load-more';
import { usePaged } from '../shared/use-paged';
import type { WidgetProps } from '../types';
import type { ListProduct, ProductListProps } from './props.schema';

const icon = ({ icon, image }: ListProduct) => ((icon ?? image) ? <Image src={icon ?? image} width={40} height={40} style={{ borderRadius: 8 }} alt="" /> : undefined);

export function ProductList({ props, data, onAction }: WidgetProps<ProductListProps, ListProduct[]>) {
  const { visible, hasMore, more } = usePaged(toList<ListProduct>(data), props.pageSize ?? 10);
  return (
    <>
      <List header={props.title}>
        {visible.map((product, i) => (
          <List.Item
            key={product.id ?? product.productId ?? i}
            prefix={icon(product)}
            description={product.desc ?? product.description}
            extra={<Button size="mini" color="primary" shape="rounded">{props.buttonText ?? '立即申请'}</Button>}
            onClick={() => onAction({ kind: 'product', product })}
            arrowIcon={false}
          >
            {product.name}
          </List.Item>
        ))}
      </List>
      {hasMore && <LoadMore loadMore={more} hasMore={hasMore} />}
    </>
  );
}
