import { formatPrice } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import { badgesOf, readItem } from './item';
import type { GoodsShowcaseProps, ShowcaseItem } from './props.schema';
import './goods-showcase.css';
import { SafeImage } from '@/ui/safe-image';

export function GoodsShowcase({ props, data, onAction, state }: WidgetProps<GoodsShowcaseProps, ShowcaseItem[]>) {
  const { paging } = state;
  const items = toList<ShowcaseItem>(data).map((item) => readItem(item, props));
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
                <span className="goods-showcase__prices">
                  {item.price !== undefined && (
                    <span className="goods-showcase__price">{props.pricePrefix}¥{formatPrice(item.price)}</span>
                  )}
                  {item.originalPrice !== undefined && item.originalPrice !== item.price && (
                    <del className="goods-showcase__original">¥{formatPrice(item.originalPrice)}</del>
                  )}
                </span>
                {props.showMemberPrice && item.memberPrice !== undefined && item.memberPrice !== item.price && (
                  <span className="goods-showcase__member">会员价 ¥{formatPrice(item.memberPrice)}</span>
                )}
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
