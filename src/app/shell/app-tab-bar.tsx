import { SafeArea } from 'antd-mobile';
import { AppOutline, FireFill, PayCircleOutline, UserOutline } from 'antd-mobile-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '@/stores/context';
import { SafeImg } from '@/ui/safe-image';
import '@/ui/focus-ring.css';

const FALLBACK_ICONS: Record<string, ReactNode> = {
  '/': <AppOutline />,
  '/product/recommend': <FireFill />,
  '/installment': <PayCircleOutline />,
  '/my': <UserOutline />,
};

function TabIcon({ src, routerUrl }: { src: string | undefined; routerUrl: string }) {
  if (src) return <SafeImg className="app-tab-bar__icon" src={src} alt="" />;
  return <>{FALLBACK_ICONS[routerUrl] ?? <AppOutline />}</>;
}

/**
 * The bottom tab bar, driven by MenuStore (BA015): antd-mobile TabBar's look, drawn as links. TabBar's
 * items are `div`s no key reaches; these are links Tab reaches and Enter follows, the open page's
 * marked `aria-current="page"`. A link to the open tab stays put (React Router replaces the entry).
 */
export const AppTabBar = observer(function AppTabBar() {
  const { menu } = useStores();
  const { pathname } = useLocation();
  return (
    <nav className="app-tab-bar" aria-label="底部导航">
      <div className="app-tab-bar__items">
        {menu.tabs.map((tab, i) => {
          const active = tab.routerUrl === pathname;
          return (
            <Link
              key={tab.routerUrl}
              to={tab.routerUrl}
              className={active ? 'app-tab-bar__item app-tab-bar__item--active qsh-focus-ring' : 'app-tab-bar__item qsh-focus-ring'}
              {...(active ? { 'aria-current': 'page' as const } : {})}
              onClick={() => menu.setActiveIndex(i)}
            >
              <span className="app-tab-bar__item-icon" aria-hidden="true">
                <TabIcon src={active ? (tab.activeIcon ?? tab.icon) : tab.icon} routerUrl={tab.routerUrl} />
              </span>
              <span className="app-tab-bar__item-title">{tab.name}</span>
            </Link>
          );
        })}
      </div>
      <SafeArea position="bottom" />
    </nav>
  );
});
