import { Image, type ImageProps } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { createContext, forwardRef, useContext, useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { ImageIcon } from 'antd-mobile/es/components/image/image-icon';
import { checkImageUrl, srcSetUrls, type ImageVerdict } from '@/lib/image-host';
import { LOAD_ATTEMPTS, loadedBefore, rememberLoaded, RETRY_DELAY_MS, whenNear } from './lazy-load';
import './safe-image.css';

/**
 * Where images may come from, and who hears of one that may not (docs/platform-services.md, imageHosts).
 * The app provides it from the runtime config and the problem reporter (BA030).
 */
export interface ImagePolicy {
  /** The runtime config's `imageHosts`. */
  hosts: readonly string[];
  /** The page's origin ('self'); undefined where there is no page (the build's preview renderer). */
  origin?: string;
  /** Told once per origin that was refused. */
  report(origin: string): void;
}

/** Builds a policy whose `report` hears each refused origin once, however many images and renders show it. */
export function createImagePolicy(hosts: readonly string[], origin: string | undefined, report: (origin: string) => void): ImagePolicy {
  const reported = new Set<string>();
  return {
    hosts,
    origin,
    report(refused) {
      if (reported.has(refused)) return;
      reported.add(refused);
      report(refused);
    },
  };
}

/** Without a provider (widget tests, previews): the page's own origin only, nothing reported. */
const pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
const DEFAULT_POLICY = createImagePolicy([], pageOrigin, () => undefined);
const ImagePolicyContext = createContext<ImagePolicy>(DEFAULT_POLICY);

export const ImagePolicyProvider = ImagePolicyContext.Provider;

/**
 * The image check every image from page or server data goes through: whether `src` (and each `srcSet`
 * URL) may be requested. A refused one is reported once (after render). Empty `src` is allowed: there is
 * nothing to request.
 */
export function useImageCheck(src: string | undefined, srcSet?: string): ImageVerdict {
  const policy = useContext(ImagePolicyContext);
  const urls = [src ?? '', ...(srcSet ? srcSetUrls(srcSet) : [])].filter((url) => url.trim() !== '');
  const refused = urls.map((url) => checkImageUrl(url, policy.hosts, policy.origin)).find((verdict) => !verdict.allowed);
  const verdict: ImageVerdict = refused ?? { allowed: true, origin: '' };
  useEffect(() => {
    if (!verdict.allowed) policy.report(verdict.origin);
  }, [policy, verdict.allowed, verdict.origin]);
  return verdict;
}

const size = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

interface PlaceholderProps {
  alt?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
  /** Takes the full width like antd-mobile's Image (a block); otherwise sized like an inline `<img>`. */
  block?: boolean;
}

/** Shown instead of an image whose host is not allowed: a grey box of the image's size with a picture icon, never a broken image. */
export function BlockedImage({ alt, width, height, className, style, block = false }: PlaceholderProps) {
  return (
    <span
      className={['qsh-image-blocked', block && 'qsh-image-blocked--block', className].filter(Boolean).join(' ')}
      role="img"
      aria-label={alt ? `${alt}（图片无法显示）` : '图片无法显示'}
      data-blocked-image=""
      style={{
        ...style,
        display: undefined,
        width: size(width) ?? style?.width,
        height: size(height) ?? style?.height,
        // A full-width image of no set height still shows as a box.
        minHeight: block && height === undefined && style?.height === undefined ? 64 : style?.minHeight,
      }}
    >
      <PictureOutline className="qsh-image-blocked__icon" aria-hidden />
    </span>
  );
}

/**
 * antd-mobile's Image (same props) behind the image check: a refused host shows BlockedImage and is
 * reported. With `lazy`, the picture follows the spec's lazy-load rules (src/ui/lazy-load.ts).
 */
export function SafeImage(props: Omit<ImageProps, 'onClick'>) {
  const { allowed } = useImageCheck(props.src, props.srcSet);
  if (!allowed) return <BlockedImage block alt={props.alt} width={props.width} height={props.height} className={props.className} style={props.style} />;
  return props.lazy ? <LazyImage {...props} /> : <Image {...props} />;
}

/** The placeholder while a picture waits to come near or for its next attempt: antd-mobile's own. */
const Waiting = forwardRef<HTMLDivElement>(function Waiting(_props, ref) {
  return (
    <div className="adm-image-tip" ref={ref}>
      <ImageIcon />
    </div>
  );
});

/**
 * A lazy picture: asked for once it comes within 1.3 screens (at once when it loaded lately),
 * asked for again after a failure, three attempts in all, before the broken-picture icon shows.
 */
function LazyImage({ lazy: _lazy, onLoad, onError, ...props }: ImageProps) {
  const src = props.src;
  const [near, setNear] = useState(() => loadedBefore(src) || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState({ src, count: 1, waiting: false });
  const marker = useRef<HTMLDivElement>(null);
  // A new picture starts again from its first attempt.
  const current = attempt.src === src ? attempt : { src, count: 1, waiting: false };
  useEffect(() => {
    if (near || !marker.current) return;
    return whenNear(marker.current, () => setNear(true));
  }, [near]);
  useEffect(() => {
    if (!current.waiting) return;
    const id = setTimeout(() => setAttempt({ src, count: current.count + 1, waiting: false }), RETRY_DELAY_MS * current.count);
    return () => clearTimeout(id);
  }, [current.waiting, current.count, src]);
  const shown = near && !current.waiting;
  return (
    <Image
      {...props}
      // A new element per attempt: the browser asks for the picture again.
      key={current.count}
      src={shown ? src : undefined}
      srcSet={shown ? props.srcSet : undefined}
      fallback={shown && current.count >= LOAD_ATTEMPTS ? props.fallback : <Waiting ref={marker} />}
      onLoad={(event) => {
        rememberLoaded(src);
        onLoad?.(event);
      }}
      onError={(event) => {
        if (current.count < LOAD_ATTEMPTS) setAttempt({ src, count: current.count, waiting: true });
        else onError?.(event);
      }}
    />
  );
}

/** A plain `<img>` (same attributes) behind the image check. */
export function SafeImg(props: Omit<ImgHTMLAttributes<HTMLImageElement>, 'onClick'>) {
  const { allowed } = useImageCheck(props.src, props.srcSet);
  if (allowed) return <img {...props} />;
  return <BlockedImage alt={props.alt} width={props.width} height={props.height} className={props.className} style={props.style} />;
}
