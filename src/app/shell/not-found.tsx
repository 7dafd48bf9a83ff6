import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppNavBar } from './app-nav-bar';
import { StateBlock } from '@/ui/state-block';

/** Shown for any path that is not a route of the app, with a way home. */
export function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '页面不存在';
  }, []);
  return (
    <div className="app-page">
      <AppNavBar title="页面不存在" />
      <StateBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线">
        <Button color="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </StateBlock>
    </div>
  );
}
