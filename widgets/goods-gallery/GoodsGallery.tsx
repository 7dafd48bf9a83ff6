import { useState, type UIEvent } from 'react';
import type { WidgetProps } from '../types';
import type { GalleryGoods, GoodsGalleryProps } from './props.schema';
import './goods-gallery.css';
import { SafeImg } from '@/ui/safe-image';

export function GoodsGallery({ props, data }: WidgetProps<GoodsGalleryProps, GalleryGoods>) {
  const [shown, setShown] = useState(0);
  if (!data) return null;
  const images = data.images && data.images.length > 0 ? data.images : data.image ? [data.image] : [];
  if (images.length === 0) return null;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.clientWidth > 0) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className="qsh-gallery" role="region" aria-label="商品图片">
      <div className="qsh-gallery-track" onScroll={onScroll} tabIndex={0}>
        {images.map((src, i) => (
          <div key={src} className="qsh-gallery-slide" style={{ aspectRatio: String(props.aspectRatio) }}>
            <SafeImg src={src} alt={`${data.name} 图${i + 1}`} className="qsh-gallery-img" loading={i > 0 ? 'lazy' : 'eager'} decoding="async" />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <div className="qsh-gallery-count" aria-hidden="true">
          {shown + 1}/{images.length}
        </div>
      )}
    </div>
  );
}
