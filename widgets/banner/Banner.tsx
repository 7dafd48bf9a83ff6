import { PageIndicator } from 'antd-mobile';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { BannerAd, BannerProps } from './props.schema';
import './banner.css';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { SafeImage } from '@/ui/safe-image';
import { Pressable } from '@/ui/pressable';

/** After a touch, autoplay waits this long before it moves on. */
const RESUME_AFTER_TOUCH_MS = 1000;

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** The ad the track is showing (0 before layout). */
const shownIndex = (track: HTMLElement) => (track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0);

/**
 * A row of ads the user swipes natively (CSS scroll snap: the browser's own momentum and
 * snapping, no gesture code on the swipe path), with page dots and optional autoplay. antd's
 * Swiper would bring its animation and gesture libraries (~25 KiB gzip) into the home page's
 * first load for the same result.
 */
export function Banner({ props, data, onAction }: WidgetProps<BannerProps, BannerAd[]>) {
  const ads = toList<BannerAd>(data);
  const height = props.height;
  const rounded = props.rounded;
  const autoplay = props.autoplay && ads.length > 1;
  const loop = props.loop && ads.length > 1;
  const interval = props.interval;
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touchedAt = useRef(0);
  // A keyboard or screen-reader user on an ad: the ads hold still until the focus leaves them (WCAG 2.2.2).
  const focused = useRef(false);
  // The other slides' pictures only in the browser: a first screen drawn where no script runs (the
  // gateway's preview, React's server snapshot) fetches the one in sight, not pictures a swipe
  // away while the page's scripts still wait for a connection.
  const live = useSyncExternalStore(noChanges, inBrowser, onServer);

  const onScroll = () => {
    if (track.current) setCurrent(Math.min(ads.length - 1, Math.max(0, shownIndex(track.current))));
  };

  useEffect(() => {
    if (!autoplay) return undefined;
    const reduced = prefersReducedMotion();
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0 || document.hidden || focused.current || Date.now() - touchedAt.current < interval + RESUME_AFTER_TOUCH_MS) return;
      const at = shownIndex(el);
      const next = at + 1 < ads.length ? at + 1 : loop ? 0 : at;
      if (next !== at) el.scrollTo?.({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    }, interval);
    return () => window.clearInterval(timer);
  }, [autoplay, loop, interval, ads.length]);

  const touched = () => {
    touchedAt.current = Date.now();
  };

  return (
    <div className="qsh-banner" style={{ padding: rounded ? '8px 12px' : 0 }}>
      <div
        ref={track}
        className="qsh-banner-track"
        style={{ borderRadius: rounded ? 8 : 0 }}
        role="region"
        aria-roledescription="carousel"
        aria-label="轮播广告"
        tabIndex={0}
        onScroll={onScroll}
        onTouchStart={touched}
        onPointerDown={touched}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) focused.current = false;
        }}
      >
        {ads.map((ad, i) => (
          <div key={ad.id} className="qsh-banner-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${ads.length}`}>
            <Pressable onPress={() => onAction({ kind: 'ad', ad })} label={ad.name || '广告'}>
              {i === 0 || live ? <SafeImage src={ad.image} alt={ad.name || '广告'} height={height} fit="cover" /> : <div className="adm-image" style={{ height }} />}
            </Pressable>
          </div>
        ))}
      </div>
      {ads.length > 1 && <PageIndicator className="qsh-banner-dots" total={ads.length} current={current} color="white" />}
    </div>
  );
}
