import { List } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import { LoadMore } from '@/ui/load-more';
import type { WidgetProps } from '../types';
import type { ListProduct, ProductListProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';
import { ListRow } from '@/ui/list-row';
import './product-list.css';

const icon = ({ image }: ListProduct) => (image ? <SafeImage src={image} width={40} height={40} style={{ borderRadius: 8 }} alt="" /> : undefined);

export function ProductList({ props, data, onAction, state }: WidgetProps<ProductListProps, ListProduct[]>) {
  const { paging } = state;
  return (
    <>
      <List header={props.title}>
        {toList<ListProduct>(data).map((product) => (
          <ListRow
            key={product.id}
            prefix={icon(product)}
            description={product.description}
            extra={<span className="qsh-product-list-cta">{props.buttonText}</span>}
            onPress={() => onAction({ kind: 'product', product })}
            arrowIcon={false}
          >
            {product.name}
          </ListRow>
        ))}
      </List>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} />}
    </>
  );
}
