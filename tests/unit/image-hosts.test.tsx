import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../support/test-props';
import { createImagePolicy, ImagePolicyProvider } from '@/ui/safe-image';
import { Banner } from '@widgets/banner';
import { propsSchema as bannerSchema, type BannerAd } from '@widgets/banner/props.schema';
import { demo as bannerDemo } from '@widgets/banner/demo';
import { GoodsGallery } from '@widgets/goods-gallery';
import { demo as galleryDemo } from '@widgets/goods-gallery/demo';
import { propsSchema as gallerySchema } from '@widgets/goods-gallery/props.schema';
import { GoodsGrid } from '@widgets/goods-grid';
import { demo as gridDemo } from '@widgets/goods-grid/demo';
import { propsSchema as gridSchema } from '@widgets/goods-grid/props.schema';

/**
 * Images from server data whose host is not in the runtime config's imageHosts are not requested
 * (issue #21): every image-rendering widget goes through the one check in src/ui/safe-image.tsx.
 */
const root = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx$/.test(e.name) && !/\.test\./.test(e.name) ? [rel] : [];
  });

/**
 * What SafeImage itself draws with in the preview renderers (aliased for antd-mobile's Image in the
 * server bundle, never in the browser): behind the check, not beside it.
 */
const CHECKED_PRIMITIVES = new Set(['src/renderer/server-image.tsx']);

describe('the one image check', () => {
  it('no widget or shell part draws an image itself: <img> and antd-mobile Image come from src/ui/safe-image', () => {
    const files = [...sources('widgets'), ...sources('src/app'), ...sources('src/renderer')];
    const offenders = files.filter((file) => {
      if (CHECKED_PRIMITIVES.has(file)) return false;
      const code = readFileSync(join(root, file), 'utf8');
      const antdImage = /import\s*\{[^}]*\bImage\b[^}]*\}\s*from\s*'antd-mobile'/.test(code);
      const avatarFromData = /<Avatar\b[^>]*\bsrc=\{/.test(code);
      return /<img\b/.test(code) || antdImage || avatarFromData;
    });
    expect(offenders).toEqual([]);
    // The widgets that show images from data do use it.
    expect(files.filter((file) => readFileSync(join(root, file), 'utf8').includes("from '@/ui/safe-image'")).length).toBeGreaterThanOrEqual(16);
  });
});

describe('widgets with an image host that is not allowed', () => {
  const evil = 'https://evil.example';
  function policy(hosts: string[] = []) {
    const report = vi.fn();
    return { report, policy: createImagePolicy(hosts, 'https://app.example.com', report) };
  }
  const requested = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

  it('banner: the ads show placeholders, stay tappable, and the host is reported once', () => {
    const { report, policy: p } = policy();
    // The demo's ads (BA006's shape) with their pictures on a host that is not allowed.
    const ads: BannerAd[] = (bannerDemo.data ?? []).map((ad, i) => ({ ...ad, image: `${evil}/banner-${i + 1}.png` }));
    const props = testProps(bannerSchema, { autoplay: false, height: 150 }, ads);
    const view = render(<ImagePolicyProvider value={p}><Banner {...props} /></ImagePolicyProvider>);
    expect(requested(view.container)).toEqual([]);
    screen.getByRole('img', { name: '会员专享（图片无法显示）' }).click();
    expect(props.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'ad' }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(evil);
  });

  it('goods gallery: a foreign image is a placeholder, an own one is shown', () => {
    const { report, policy: p } = policy();
    const props = testProps(gallerySchema, {}, galleryDemo.data && { ...galleryDemo.data, name: '空气炸锅', images: [`${evil}/a.png`, '/demo-img/goods-fryer.svg'] });
    const view = render(<ImagePolicyProvider value={p}><GoodsGallery {...props} /></ImagePolicyProvider>);
    expect(requested(view.container)).toEqual(['/demo-img/goods-fryer.svg']);
    expect(screen.getByRole('img', { name: '空气炸锅 图1（图片无法显示）' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('goods grid: an image host listed in imageHosts is shown', () => {
    const { report, policy: p } = policy(['img.example.com']);
    const [earbuds, cup] = gridDemo.data ?? [];
    if (!earbuds || !cup) throw new Error('the goods-grid demo has two goods');
    const props = testProps(gridSchema, { layout: 'grid' }, [
      { ...cup, name: '保温杯', image: 'https://img.example.com/cup.png' },
      { ...earbuds, name: '蓝牙耳机', image: `${evil}/ear.png` },
    ]);
    const view = render(<ImagePolicyProvider value={p}><GoodsGrid {...props} /></ImagePolicyProvider>);
    // The grid's images are lazy: antd-mobile's Image draws its <img> once in view. The listed host gets one, the other a placeholder.
    expect(view.container.querySelectorAll('.adm-image')).toHaveLength(1);
    expect(view.container.querySelectorAll('[data-blocked-image]')).toHaveLength(1);
    expect(requested(view.container).filter((src) => src?.startsWith(evil))).toEqual([]);
    expect(screen.getByRole('img', { name: '蓝牙耳机（图片无法显示）' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
