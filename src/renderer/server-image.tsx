/**
 * Preview renderers only (never part of the browser bundle; see server-antd.ts): antd-mobile's
 * Image as it looks once its picture has loaded, for HTML drawn where no script runs
 * (prerender.tsx). The same classes and sizes as the live widget's, so the preview and the live
 * page line up.
 */
import type { ImageProps } from 'antd-mobile';
import type { CSSProperties } from 'react';

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** Draws the image (a plain function of its props: no hooks). */
export function ServerImage({ src, srcSet, alt, width, height, fit = 'fill', className, style, sizes }: ImageProps) {
  const box: CSSProperties = { ...style };
  if (width) Object.assign(box, { '--width': length(width), width: length(width) });
  if (height) Object.assign(box, { '--height': length(height), height: length(height) });
  return (
    <div className={['adm-image', className].filter(Boolean).join(' ')} style={box}>
      <img className="adm-image-img" src={src} srcSet={srcSet} sizes={sizes} alt={alt} draggable={false} style={{ objectFit: fit, display: 'block' }} />
    </div>
  );
}
