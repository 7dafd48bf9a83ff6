import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRootFontSize } from '@/app/root-font-size';
import type { PageRouteEntry } from '@/app/route-table';
import { renderApp } from './support/render-app';

/** The shell listens for focus from a passive effect, which can still be pending when the tab bar is already in the DOM. */
const flushEffects = () => act(async () => {});

describe('app shell', () => {
  it('shows / with the bottom tab bar of the four menu pages', async () => {
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: '底部导航' });
    for (const name of ['首页', '推荐', '分期', '我的']) expect(nav).toHaveTextContent(name);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  });

  it('the tab bar is links a keyboard reaches: the open tab is the current page, Enter on another opens it', async () => {
    const { router } = renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: '底部导航' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/product/recommend', '/installment', '/my']);
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '我的' })).not.toHaveAttribute('aria-current');
    within(nav).getByRole('link', { name: '我的' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/my'));
    expect(within(nav).getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates between tabs from the tab bar', async () => {
    const { router } = renderApp({ path: '/' });
    fireEvent.click(await screen.findByText('我的'));
    await waitFor(() => expect(router.location.pathname).toBe('/my'));
    await waitFor(() => expect(document.title).toBe('我的'));
  });

  it('a screen reader hears the title of the page a navigation opened, again for a second page of the same title, and nothing on the first page', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: '首页' });
    const announcer = document.querySelector('[aria-live="assertive"]');
    expect(announcer).toHaveTextContent(/^$/);
    await act(() => router.navigate('/product/index'));
    await screen.findByRole('heading', { name: '产品中心' });
    await waitFor(() => expect(announcer).toHaveTextContent('产品中心'));
    await act(() => router.navigate('/my'));
    await waitFor(() => expect(announcer).toHaveTextContent('我的'));
    // A second page of the same title changes the region's text, or nothing would be said.
    const before = announcer!.textContent;
    await act(() => router.navigate('/my?from=again'));
    await waitFor(() => expect(announcer!.textContent).not.toBe(before));
    expect(announcer).toHaveTextContent('我的');
  });

  it('renders a page with its title and nav bar, without the tab bar', async () => {
    renderApp({ path: '/my/bill', loggedIn: true });
    expect(await screen.findByRole('heading', { name: '我的账单' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('我的账单'));
  });

  it('a page with titleQuery takes its title from the link: /activity/byRegionType?title=礼包专区 is 礼包专区, without it 活动专区', async () => {
    const { router } = renderApp({ path: '/activity/byRegionType?type=GIFT_BAG&title=礼包专区' });
    expect(await screen.findByRole('heading', { name: '礼包专区' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('礼包专区'));
    await act(() => router.navigate('/activity/byRegionType?type=GIFT_BAG'));
    expect(await screen.findByRole('heading', { name: '活动专区' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('活动专区'));
  });

  it('renders /agreement/privacy from the agreement page schema', async () => {
    renderApp({ path: '/agreement/privacy' });
    expect(await screen.findByRole('heading', { name: '协议' })).toBeInTheDocument();
  });

  it('sends a guest who opens a page that needs login to /login, remembering where to return', async () => {
    const { router } = renderApp({ path: '/my/bill?tab=2' });
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe('/my/bill?tab=2');
  });

  it('decides the login gate once per visit: logging out on such a page stays there, the next visit asks again', async () => {
    const { router, stores } = renderApp({ path: '/my/bill', loggedIn: true });
    expect(await screen.findByRole('heading', { name: '我的账单' })).toBeInTheDocument();
    act(() => stores.user.logout());
    await flushEffects();
    expect(router.location.pathname).toBe('/my/bill');
    act(() => router.navigate('/'));
    act(() => router.navigate('/my/bill'));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe('/my/bill');
  });

  it('a page whose code fails to load shows 页面加载失败 with 重试, and the tab bar stays', async () => {
    const broken: PageRouteEntry = { path: '/', name: 'home', title: '首页', tabBar: true, login: 'optional', load: () => Promise.reject(new Error('chunk failed')) };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/', routes: [broken] });
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it("loads a page's schema when its route is first shown, once: a page opened again draws at once, a page never opened is never loaded", async () => {
    const route = (name: string, title: string): PageRouteEntry => ({
      path: `/${name}`,
      name,
      title,
      tabBar: false,
      login: 'optional',
      load: vi.fn(async () => ({ default: { route: { path: `/${name}`, name, login: 'optional' }, title, blocks: [] } })),
    });
    const [first, second, never] = [route('first', '第一页'), route('second', '第二页'), route('never', '未打开')];
    const { router } = renderApp({ path: '/first', routes: [first, second, never] });
    expect(await screen.findByRole('heading', { name: '第一页' })).toBeInTheDocument();
    act(() => router.navigate('/second'));
    expect(await screen.findByRole('heading', { name: '第二页' })).toBeInTheDocument();
    act(() => router.navigate('/first'));
    // Drawn in the same commit as the navigation: no loading state, no second load.
    expect(screen.getByRole('heading', { name: '第一页' })).toBeInTheDocument();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(never.load).not.toHaveBeenCalled();
  });

  it('two routes that share a name (published pages on new paths may) each show their own page', async () => {
    const route = (path: string, title: string): PageRouteEntry => ({
      path,
      name: 'activitySale',
      title,
      tabBar: false,
      login: 'optional',
      load: async () => ({ default: { route: { path, name: 'activitySale', login: 'optional' }, title, blocks: [] } }),
    });
    const { router } = renderApp({ path: '/activity/spring', routes: [route('/activity/spring', '春季特卖'), route('/activity/autumn', '秋季特卖')] });
    expect(await screen.findByRole('heading', { name: '春季特卖' })).toBeInTheDocument();
    act(() => router.navigate('/activity/autumn'));
    expect(await screen.findByRole('heading', { name: '秋季特卖' })).toBeInTheDocument();
  });

  it('shows a not-found page with a way home for an unknown path', async () => {
    const { router } = renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('nav bar options from the page schema', () => {
  const page = (navBar: Record<string, unknown>): PageRouteEntry => ({
    path: '/activity/bigWheel',
    name: 'activityBigWheel',
    title: '大转盘',
    tabBar: false,
    login: 'optional',
    load: async () => ({ default: { route: { path: '/activity/bigWheel', name: 'activityBigWheel', login: 'optional' }, title: '大转盘', navBar, blocks: [] } }),
  });

  it('puts a right-slot button that dispatches its action', async () => {
    const action = { kind: 'navigate', to: '/member/rights' };
    const { dispatch } = renderApp({ path: '/activity/bigWheel', routes: [page({ right: { text: '规则', action } })] });
    fireEvent.click(await screen.findByRole('button', { name: '规则' }));
    expect(dispatch).toHaveBeenCalledWith(action);
  });

  it('hides the nav bar of a full-screen page', async () => {
    renderApp({ path: '/activity/bigWheel', routes: [page({ hidden: true })] });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '大转盘' })).not.toBeInTheDocument();
  });
});

describe('back navigation', () => {
  const backArrow = () => screen.getByRole('button', { name: '返回' });

  it('goes back in history when there is a previous entry', async () => {
    const { router, bridge } = renderApp({ path: '/', shell: 'flutter' });
    await screen.findByRole('heading', { name: '首页' });
    await act(() => router.navigate('/product/index'));
    await screen.findByRole('heading', { name: '产品中心' });
    fireEvent.click(backArrow());
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(bridge.posted.map((m) => m.name)).not.toContain('goBack');
  });

  it('asks the native app to go back when there is no history entry', async () => {
    const { bridge, router } = renderApp({ path: '/product/index', shell: 'uni' });
    await screen.findByRole('heading', { name: '产品中心' });
    fireEvent.click(backArrow());
    expect(bridge.posted).toContainEqual({ name: 'goBack', payload: undefined });
    expect(router.location.pathname).toBe('/product/index');
  });

  it('goes home in a plain browser when there is no history entry', async () => {
    const { router } = renderApp({ path: '/product/index', shell: 'browser' });
    await screen.findByRole('heading', { name: '产品中心' });
    fireEvent.click(backArrow());
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('native messages', () => {
  it('getH5Url replaces the route only with a path the router knows', async () => {
    const { bridge, router } = renderApp({ path: '/', shell: 'flutter' });
    await screen.findByRole('heading', { name: '首页' });
    act(() => bridge.emit('getH5Url', '/my/app'));
    await waitFor(() => expect(router.location.pathname).toBe('/my/app'));
    act(() => bridge.emit('getH5Url', 'https://evil.example.com/'));
    act(() => bridge.emit('getH5Url', '/nowhere'));
    expect(router.location.pathname).toBe('/my/app');
  });

  it('hides the tab bar while a text field has the keyboard, and tabbarShow shows it again', async () => {
    const { bridge } = renderApp({ path: '/', shell: 'flutter' });
    await screen.findByRole('navigation', { name: '底部导航' });
    await flushEffects();
    const field = document.body.appendChild(document.createElement('input'));
    act(() => field.focus());
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
    act(() => bridge.emit('tabbarShow'));
    expect(await screen.findByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    field.remove();
  });

  it('shows the tab bar again when the text field loses focus', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('navigation', { name: '底部导航' });
    await flushEffects();
    const field = document.body.appendChild(document.createElement('textarea'));
    act(() => field.focus());
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
    act(() => field.blur());
    expect(await screen.findByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
    field.remove();
  });

  it('h5GoBack goes back like the back arrow', async () => {
    const { bridge, router } = renderApp({ path: '/my/app', shell: 'flutter' });
    await screen.findByRole('heading', { name: '关于我们' });
    act(() => bridge.emit('h5GoBack'));
    expect(bridge.posted.map((m) => m.name)).toContain('goBack');
    expect(router.location.pathname).toBe('/my/app');
  });
});

describe('root font size', () => {
  // jsdom lays nothing out: the layout viewport's width is set by hand.
  const layoutWidth = (width: number) => Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  it('is a tenth of the viewport width and follows resizes', () => {
    layoutWidth(390);
    const stop = applyRootFontSize(window);
    expect(document.documentElement.style.fontSize).toBe('39px');
    layoutWidth(375);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    stop();
    layoutWidth(500);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('37.5px');
  });

  it('stays as it is when a pinch zoom shrinks the visual viewport (innerWidth) but not the layout', () => {
    layoutWidth(390);
    const stop = applyRootFontSize(window);
    Object.assign(window, { innerWidth: 195 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('39px');
    stop();
  });
});
