import { Button, List } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import { LoadMore } from '@/ui/load-more';
import type { WidgetProps } from '../types';
import type { ListProduct, ProductListProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';

const icon = ({ image }: ListProduct) => (image ? <SafeImage src={image} width={40} height={40} style={{ borderRadius: 8 }} alt="" /> : undefined);

export function ProductList({ props, data, onAction, state }: WidgetProps<ProductListProps, ListProduct[]>) {
  const { paging } = state;
  return (
    <>
      <List header={props.title}>
        {toList<ListProduct>(data).map((product) => (
          <List.Item
            key={product.id}
            prefix={icon(product)}
            description={product.description}
            extra={<Button size="mini" color="primary" shape="rounded">{props.buttonText}</Button>}
            onClick={() => onAction({ kind: 'product', product })}
            arrowIcon={false}
          >
            {product.name}
          </List.Item>
        ))}
      </List>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} />}
    </>
  );
}
