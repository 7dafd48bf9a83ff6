import { Grid } from 'antd-mobile';
import { formatPrice } from '@/lib/money';
import { toList } from '@widgets/shared/list-data';
import { LoadMore } from '@/ui/load-more';
import type { WidgetProps } from '../types';
import type { Goods, GoodsGridProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';
import { isMemberCard } from '@widgets/shared/member-card';
import { Pressable } from '@/ui/pressable';

export function GoodsGrid({ props, data, onAction, state }: WidgetProps<GoodsGridProps, Goods[]>) {
  const { paging } = state;
  const row = props.layout === 'list';
  const columns = row ? 1 : props.columns;
  const member = isMemberCard(props.memberCardType);
  const { link } = props;
  // A tile leads to `link` with its spuId; without a link it is not a button.
  const openOf = (goods: Goods) => (link ? () => onAction({ ...link, query: { ...link.query, spuId: goods.spuId } }) : undefined);
  return (
    <div style={{ padding: 12 }}>
      <Grid columns={columns} gap={8}>
        {toList<Goods>(data).map((goods) => (
          <Grid.Item key={goods.spuId}>
            <Pressable onPress={openOf(goods)} style={{ background: '#fff', borderRadius: 8, overflow: 'hidden', height: '100%', ...(row ? { display: 'flex', alignItems: 'center' } : {}) }}>
              {/* In the list layout the picture sits whole at the left, a square, rather than cropped to a strip across the row. */}
              <SafeImage src={goods.image ?? ''} alt={goods.name} width={row ? 96 : undefined} height={row ? 96 : 160} fit="cover" lazy style={row ? { flex: 'none' } : undefined} />
              <div style={{ padding: 8, minWidth: 0, flex: 1 }}>
                <div style={{ fontSize: 14 }}>{goods.name}</div>
                {member && goods.memberPrice !== undefined ? (
                  <>
                    <span style={{ color: 'var(--adm-color-primary)' }}>会员价 ¥{formatPrice(goods.memberPrice)}</span>
                    {goods.price !== undefined && goods.price > goods.memberPrice && <del style={{ fontSize: 12, marginLeft: 6, color: 'var(--adm-color-weak)' }}>¥{formatPrice(goods.price)}</del>}
                  </>
                ) : (
                  <>
                    {goods.price !== undefined && <span style={{ color: 'var(--adm-color-primary)' }}>¥{formatPrice(goods.price)}</span>}
                    {goods.memberPrice !== undefined && <span style={{ fontSize: 12, marginLeft: 6 }}>会员价 ¥{formatPrice(goods.memberPrice)}</span>}
                  </>
                )}
              </div>
            </Pressable>
          </Grid.Item>
        ))}
      </Grid>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} />}
    </div>
  );
}
