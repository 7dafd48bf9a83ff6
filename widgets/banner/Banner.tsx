import { Image, Swiper } from 'antd-mobile';
import { toList } from '../shared/list-data';
import type { WidgetProps } from '../types';
import type { BannerAd, BannerProps } from './props.schema';

export function Banner({ props, data, onAction }: WidgetProps<BannerProps, BannerAd[]>) {
  const ads = toList<BannerAd>(data);
  const height = props.height ?? 150;
  const rounded = props.rounded ?? true;
  return (
    <div style={{ padding: rounded ? '8px 12px' : 0 }}>
      <Swiper autoplay={(props.autoplay ?? true) && ads.length > 1} autoplayInterval={props.interval ?? 3000} loop={(props.loop ?? true) && ads.length > 1}>
        {ads.map((ad, i) => (
          <Swiper.Item key={ad.id ?? i} onClick={() => onAction({ kind: 'ad', ad })}>
            <Image src={ad.imgUrl ?? ad.image ?? ''} alt={ad.name ?? '广告'} height={height} fit="cover" style={{ borderRadius: rounded ? 8 : 0 }} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
