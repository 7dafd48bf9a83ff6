import { Button, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useStores } from '@/stores/context';
import type { NativePermissionName, NativePermissionStatus, WidgetProps, WidgetState } from '../types';
import type { PermissionListProps } from './props.schema';

type Shown = NativePermissionStatus | 'loading' | 'unknown';

const LABEL: Record<Shown, string> = { granted: '已开启', denied: '已拒绝', unset: '未开启', loading: '查询中', unknown: '未知' };

function PermissionRow({ permission, title, purpose, request }: { permission: NativePermissionName; title: string; purpose: string; request: WidgetState }) {
  const [shown, setShown] = useState<Shown>('loading');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    let live = true;
    request.permissionState(permission).then(
      (s) => live && setShown(s),
      () => live && setShown('unknown'),
    );
    return () => {
      live = false;
    };
    // Asked once per permission: the widget state object may be new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [permission]);
  const ask = async () => {
    setAsking(true);
    setError('');
    try {
      await request.requestPermission(permission);
      setShown('granted');
    } catch (e) {
      setShown('denied');
      setError(errorMessage(e));
    } finally {
      setAsking(false);
    }
  };
  const action =
    shown === 'granted' || shown === 'loading' ? (
      <span>{LABEL[shown]}</span>
    ) : (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <span>{LABEL[shown]}</span>
        <Button size="mini" color="primary" fill="outline" loading={asking} onClick={() => void ask()} aria-label={`开启${title}权限`}>
          去开启
        </Button>
      </span>
    );
  return (
    <List.Item
      description={
        <>
          <span>{purpose}</span>
          {error ? <span role="alert" style={{ display: 'block', color: 'var(--adm-color-danger)' }}>{error}</span> : null}
        </>
      }
      extra={action}
    >
      {title}
    </List.Item>
  );
}

/** 系统权限管理: each native permission with its state from the app; a browser gets an explanation instead. */
export const PermissionList = observer(function PermissionList({ props, state }: WidgetProps<PermissionListProps>) {
  const { app } = useStores();
  if (!app.inAppShell) {
    return (
      <>
        <p style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fff', fontSize: 14, lineHeight: 1.6 }}>{props.browserNotice}</p>
        <List header="App 使用的权限">
          {props.items.map((item) => (
            <List.Item key={item.permission} description={item.purpose}>{item.title}</List.Item>
          ))}
        </List>
      </>
    );
  }
  return (
    <List header="系统权限">
      {props.items.map((item) => (
        <PermissionRow key={item.permission} permission={item.permission} title={item.title} purpose={item.purpose} request={state} />
      ))}
    </List>
  );
});
