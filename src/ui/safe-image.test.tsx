import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pressable } from './pressable';
import { createImagePolicy, ImagePolicyProvider, SafeImage, SafeImg } from './safe-image';

const ORIGIN = 'https://app.example.com';

function withPolicy(hosts: string[]) {
  const report = vi.fn();
  const policy = createImagePolicy(hosts, ORIGIN, report);
  const wrap = (node: React.ReactNode) => <ImagePolicyProvider value={policy}>{node}</ImagePolicyProvider>;
  return { report, wrap };
}

/** Every URL the DOM would request as an image. */
const imageUrls = (root: HTMLElement) => [...root.querySelectorAll('img')].flatMap((img) => [img.getAttribute('src') ?? '', img.getAttribute('srcset') ?? '']).filter(Boolean);

describe('images whose host is not allowed', () => {
  it('show the placeholder instead, are never requested, and are reported once per origin', () => {
    const { report, wrap } = withPolicy(['img.example.com']);
    const view = render(
      wrap(
        <>
          <SafeImage src="https://evil.example/a.png?phone=13800000000" alt="广告" height={150} />
          <SafeImage src="https://evil.example/b.png" alt="" width={40} height={40} />
          <SafeImg src="https://evil.example/c.png" alt="奖品" width={48} height={48} />
        </>,
      ),
    );
    expect(imageUrls(view.container).filter((url) => url.includes('evil.example'))).toEqual([]);
    expect(screen.getByRole('img', { name: '广告（图片无法显示）' })).toHaveStyle({ height: '150px' });
    expect(screen.getByRole('img', { name: '图片无法显示' })).toHaveStyle({ width: '40px', height: '40px' });
    expect(screen.getByRole('img', { name: '奖品（图片无法显示）' })).toBeInTheDocument();
    view.rerender(wrap(<SafeImage src="https://evil.example/a.png" alt="广告" />));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('https://evil.example');
  });

  it('a srcset with a foreign URL is refused like a src', () => {
    const { report, wrap } = withPolicy([]);
    const view = render(wrap(<SafeImg src="/a.png" srcSet="/a.png 1x, https://evil.example/a@2x.png 2x" alt="x" />));
    expect(imageUrls(view.container)).toEqual([]);
    expect(report).toHaveBeenCalledWith('https://evil.example');
  });

  it('keeps the tap of a refused image: the Pressable around it still leads on', () => {
    const onPress = vi.fn();
    const { wrap } = withPolicy([]);
    render(wrap(<Pressable onPress={onPress} label="广告"><SafeImage src="https://evil.example/a.png" alt="广告" /></Pressable>));
    screen.getByRole('img', { name: '广告（图片无法显示）' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe('images whose host is allowed', () => {
  it('render as images, listed hosts and the own origin alike, and report nothing', () => {
    const { report, wrap } = withPolicy(['img.example.com', '*.cdn.example']);
    const view = render(
      wrap(
        <>
          <SafeImage src="https://img.example.com/a.png" alt="a" />
          <SafeImg src="https://x.cdn.example/b.png" alt="b" />
          <SafeImg src="/demo-img/c.svg" alt="c" />
          <SafeImg src={`${ORIGIN}/utd/file/1?exp=1&sig=s`} alt="d" />
        </>,
      ),
    );
    expect(imageUrls(view.container)).toEqual(['https://img.example.com/a.png', 'https://x.cdn.example/b.png', '/demo-img/c.svg', `${ORIGIN}/utd/file/1?exp=1&sig=s`]);
    expect(view.container.querySelector('[data-blocked-image]')).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('without a provider only the page origin is allowed', () => {
    const view = render(
      <>
        <SafeImg src="/demo-img/c.svg" alt="c" />
        <SafeImg src="https://img.example.com/a.png" alt="a" />
      </>,
    );
    expect(imageUrls(view.container)).toEqual(['/demo-img/c.svg']);
    expect(screen.getByRole('img', { name: 'a（图片无法显示）' })).toBeInTheDocument();
  });
});
