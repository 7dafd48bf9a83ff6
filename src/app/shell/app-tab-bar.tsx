import { TabBar } from 'antd-mobile';
import { AppOutline, FireFill, PayCircleOutline, UserOutline } from 'antd-mobile-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '@/stores/context';
import { SafeImg } from '@/ui/safe-image';

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

/** The bottom tab bar, driven by MenuStore (BA015). */
export const AppTabBar = observer(function AppTabBar() {
  const { menu } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = menu.tabs;
  const active = menu.indexOf(pathname) >= 0 ? pathname : '';

  const onChange = (routerUrl: string) => {
    menu.setActiveIndex(menu.indexOf(routerUrl));
    if (routerUrl !== pathname) navigate(routerUrl);
  };

  return (
    <nav className="app-tab-bar" aria-label="底部导航">
      <TabBar activeKey={active} onChange={onChange} safeArea>
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.routerUrl}
            title={tab.name}
            icon={(isActive: boolean) => <TabIcon src={isActive ? (tab.activeIcon ?? tab.icon) : tab.icon} routerUrl={tab.routerUrl} />}
          />
        ))}
      </TabBar>
    </nav>
  );
});
