import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectAppOs } from '@/lib/app-os';
import { downloadLink } from '@/services/variant';
import { useStores } from '@/stores/context';
import { useAppEnv } from '../app-env';
import { FreezeDialog } from '../overlays/freeze-dialog';
import { IframePopup } from '../overlays/iframe-popup';

// Only app shells check for updates; a browser never downloads the dialog (or DOMPurify).
const UpdateDialog = lazy(async () => ({ default: (await import('../overlays/update-dialog')).UpdateDialog }));

/** The app-wide overlays: update-available dialog, points-freeze dialog, full-screen iframe popup. */
export const AppOverlays = observer(function AppOverlays() {
  const { app } = useStores();
  const { bridge, gateway, config } = useAppEnv();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowHosts = config.safeUrlHosts;

  return (
    <>
      {app.inAppShell && (
        <Suspense fallback={null}>
          <UpdateDialog
        shell={app.shell}
        variant={app.variant}
        appVersionNum={app.appVersionNum || undefined}
        pathname={pathname}
        osType={detectAppOs(navigator.userAgent)}
        gateway={gateway}
        bridge={bridge}
        downloadLink={downloadLink(app.variant, config.downloadLinks)}
        allowHosts={allowHosts}
        onNavigate={(path) => navigate(path)}
          />
        </Suspense>
      )}
      <FreezeDialog
        visible={app.freeze !== undefined}
        message={app.freeze?.message ?? ''}
        redirectUrl={app.freeze?.redirectUrl}
        allowHosts={allowHosts}
        onCancel={app.closeFreeze}
        onNavigate={(path) => navigate(path)}
        onOpenUrl={(url) => window.location.assign(url)}
      />
      <IframePopup
        visible={app.iframe !== undefined}
        url={app.iframe?.url ?? ''}
        title={app.iframe?.title}
        allowHosts={allowHosts}
        onClose={app.closeIframe}
      />
    </>
  );
});
