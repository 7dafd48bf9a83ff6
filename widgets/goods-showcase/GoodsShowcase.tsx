import { formatPrice } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import { badgesOf, readItem, type ReadItem } from './item';
import type { GoodsShowcaseProps, ShowcaseItem } from './props.schema';
import './goods-showcase.css';
import { SafeImage } from '@/ui/safe-image';
import { isMemberCard } from '@widgets/shared/member-card';

/**
 * An item's prices. A member sees a lower member price as the price (会员价 ¥…) with the list
 * price struck through; anyone else the price (with `pricePrefix`), an original price struck
 * through, and 会员价 below when `showMemberPrice`.
 */
function Prices({ item, props, member }: { item: ReadItem; props: GoodsShowcaseProps; member: boolean }) {
  const { price, memberPrice, originalPrice } = item;
  if (member && memberPrice !== undefined && price !== undefined && memberPrice < price) {
    return (
      <span className="goods-showcase__prices">
        <span className="goods-showcase__price">会员价 ¥{formatPrice(memberPrice)}</span>
        <del className="goods-showcase__original">¥{formatPrice(price)}</del>
      </span>
    );
  }
  return (
    <>
      <span className="goods-showcase__prices">
        {price !== undefined && <span className="goods-showcase__price">{props.pricePrefix}¥{formatPrice(price)}</span>}
        {originalPrice !== undefined && originalPrice !== price && <del className="goods-showcase__original">¥{formatPrice(originalPrice)}</del>}
      </span>
      {props.showMemberPrice && memberPrice !== undefined && memberPrice !== price && <span className="goods-showcase__member">会员价 ¥{formatPrice(memberPrice)}</span>}
    </>
  );
}

export function GoodsShowcase({ props, data, onAction, state }: WidgetProps<GoodsShowcaseProps, ShowcaseItem[]>) {
  const { paging } = state;
  const items = toList<ShowcaseItem>(data).map((item) => readItem(item, props));
  const member = isMemberCard(props.memberCardType);
  const open = (id: string | number | undefined) => {
    if (props.link && id !== undefined) onAction({ ...props.link, query: { ...props.link.query, [props.idParam]: id } });
  };
  return (
    <section className={`goods-showcase goods-showcase--${props.layout}`} aria-label={props.title}>
      {props.title && <h2 className="goods-showcase__title">{props.title}</h2>}
      <ul className="goods-showcase__list">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="goods-showcase__item">
            <button type="button" className="goods-showcase__tap" onClick={() => open(item.id)} aria-label={item.name}>
              <SafeImage src={item.image} alt="" className="goods-showcase__image" fit="cover" lazy />
              <span className="goods-showcase__body">
                <span className="goods-showcase__badges">
                  {badgesOf(item.raw, props, item.stock).map((badge) => (
                    <span key={badge.text} className={`goods-showcase__badge goods-showcase__badge--${badge.tone}`}>{badge.text}</span>
                  ))}
                </span>
                <span className="goods-showcase__name">{item.name}</span>
                <Prices item={item} props={props} member={member} />
                {props.buttonText && <span className="goods-showcase__button">{props.buttonText}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {paging && <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} />}
    </section>
  );
}
