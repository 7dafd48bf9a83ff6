import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '@/stores/context';
import { AppOverlays } from './app-overlays';
import { AppTabBar } from './app-tab-bar';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { PullToRefresh } from './pull-to-refresh';
import { RouteAnnouncer } from './route-announcer';
import { useCurrentEntry } from './route-handle';
import { useKeyboardHidesTabBar } from './use-keyboard-hides-tab-bar';
import { useLoginGate } from './use-login-gate';
import { useScrollRestoration } from './use-scroll-restoration';

/** The app shell around every page: pull-to-refresh, kept-alive pages, the tab bar, scroll restore, the login gate, the new page's title said to a screen reader. */
export const AppLayout = observer(function AppLayout() {
  const entry = useCurrentEntry();
  const { app, user } = useStores();

  const [refreshFailed, setRefreshFailed] = useState(false);
  useKeyboardHidesTabBar(app);
  useScrollRestoration();
  const allowed = useLoginGate(entry, user);

  const showTabBar = entry?.tabBar === true && app.tabbarVisible;
  // A failed reload has already shown the catalogue dialog; the pull head then says so too.
  const onRefresh = async () => {
    const ok = user.isLoggedIn ? await user.reloadInfo().then(() => true, () => false) : true;
    setRefreshFailed(!ok);
    user.requestPageReload();
  };

  return (
    <div className={showTabBar ? 'app-root app-root--with-tab-bar' : 'app-root'}>
      <PullToRefresh
        onRefresh={onRefresh}
        headHeight={50}
        threshold={50}
        texts={{ pulling: '下拉即可刷新...', canRelease: '释放即可刷新...', refreshing: '加载中...', complete: refreshFailed ? '刷新失败' : '刷新成功' }}
      >
        <main className="app-main">
          <KeepAliveOutlet withheld={!allowed} />
        </main>
      </PullToRefresh>
      {showTabBar && <AppTabBar />}
      <RouteAnnouncer />
      <AppOverlays />
    </div>
  );
});
