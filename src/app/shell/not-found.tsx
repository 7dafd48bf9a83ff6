import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppNavBar } from './app-nav-bar';
import { StateView } from '@/ui/load-states';

/** Shown for any path that is not a route of the app, with a way home. */
export function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '页面不存在';
  }, []);
  return (
    <div className="app-page">
      <AppNavBar title="页面不存在" />
      <StateView title="页面不存在" description="您访问的页面不存在或已下线" actions={[{ text: '返回首页', onPress: () => navigate('/', { replace: true }) }]} />
    </div>
  );
}
