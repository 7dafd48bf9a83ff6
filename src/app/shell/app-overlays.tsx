import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectAppOs } from '@/lib/app-os';
import { downloadLink } from '@/services/variant';
import { useStores } from '@/stores/context';
import { useAppEnv } from '../app-env';

// Only app shells check for updates; a browser never downloads the dialog (or DOMPurify).
const UpdateDialog = lazy(async () => ({ default: (await import('../overlays/update-dialog')).UpdateDialog }));
// The freeze dialog and the iframe popup (antd's Dialog and Popup, with their animation library)
// load the first time they are shown, and stay mounted after that so they can animate closed.
const FreezeDialog = lazy(async () => ({ default: (await import('../overlays/freeze-dialog')).FreezeDialog }));
const IframePopup = lazy(async () => ({ default: (await import('../overlays/iframe-popup')).IframePopup }));

/** True from the first render where `shown` is true on. */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/** The app-wide overlays: update-available dialog, points-freeze dialog, full-screen iframe popup. */
export const AppOverlays = observer(function AppOverlays() {
  const { app } = useStores();
  const { bridge, gateway, config, dispatch, reporter, onPageLeft } = useAppEnv();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const allowHosts = config.safeUrlHosts;
  const freezeMounted = useShownOnce(app.freeze !== undefined);
  // The iframe popup belongs to the page it was opened on: leaving that page (back included)
  // closes it, so it never covers the next page and blocks every tap on it.
  const iframeOpenedOn = app.iframe?.openedOn;
  const iframeHere = iframeOpenedOn === undefined || iframeOpenedOn === pathname + search;
  useEffect(() => {
    if (!iframeHere) app.closeIframe();
  }, [iframeHere, app]);
  const iframeMounted = useShownOnce(app.iframe !== undefined);
  // So does a question the app asked on a page (退出登录's, the credit gate's): it answers no.
  const shownPage = pathname + search;
  useEffect(() => {
    if (!onPageLeft) return undefined;
    return () => onPageLeft();
  }, [shownPage, onPageLeft]);

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
        onRefused={() => reporter?.report({ pointer: '', message: 'update download URL refused by the safe-URL gate' })}
          />
        </Suspense>
      )}
      {freezeMounted && (
        <Suspense fallback={null}>
          <FreezeDialog
            visible={app.freeze !== undefined}
            message={app.freeze?.message ?? ''}
            redirectUrl={app.freeze?.redirectUrl}
            allowHosts={allowHosts}
            onCancel={app.closeFreeze}
            onNavigate={(path) => navigate(path)}
            onOpenUrl={(url) => dispatch({ kind: 'openUrl', url })}
          />
        </Suspense>
      )}
      {iframeMounted && (
        <Suspense fallback={null}>
          <IframePopup
            visible={app.iframe !== undefined && iframeHere}
            url={app.iframe?.url ?? ''}
            title={app.iframe?.title}
            allowHosts={allowHosts}
            onClose={app.closeIframe}
          />
        </Suspense>
      )}
    </>
  );
});
