import { useEffect, useState } from 'react';
import { Dialog } from 'antd-mobile';
import DOMPurify from 'dompurify';
import type { AppOs } from '@/lib/app-os';
import { IN_APP_DOWNLOAD_MIN_VERSION } from '@/lib/app-version';
import { safeUrl } from '@/lib/safe-url';
import type { Bridge, Shell } from '@/services/bridge/types';
import type { Gateway } from '@/services/gateway/types';
import { checkForUpdate, type VersionInfo } from '@/services/update-check';
import type { Variant } from '@/services/variant';

export interface UpdateDialogProps {
  shell: Shell;
  variant: Variant;
  /** The app's version number ('v3.0.3' -> 303); no check while unknown. */
  appVersionNum: number | undefined;
  pathname: string;
  osType: AppOs;
  gateway: Pick<Gateway, 'callRaw'>;
  bridge: Pick<Bridge, 'post'>;
  /** The variant's download page from the runtime config: an in-app path or an absolute URL. */
  downloadLink: string;
  allowHosts: readonly string[];
  /** Opens an in-app path (the download page when it is one). */
  onNavigate(path: string): void;
  /** A download URL the URL gate refused (the caller toasts and reports it). */
  onRefused?(url: string): void;
}

/**
 * Checks BA011 once on mount and shows 发现新版本 when the server version exceeds the app's (app shells only,
 * not on agreement pages, not in the verify build). Closable only when necessary is 'N'. Apps below 303 open
 * the download page; newer apps get jumpPage{jumpUrl: downloadUrl, query: {type: 'download'}} to download in-app.
 */
export function UpdateDialog(props: UpdateDialogProps) {
  const { shell, variant, appVersionNum, pathname, osType, gateway, bridge, downloadLink, allowHosts, onNavigate, onRefused } = props;
  const [info, setInfo] = useState<VersionInfo>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    void checkForUpdate(gateway, { shell, variant, pathname, appVersionNum, osType }).then((found) => {
      if (live && found) {
        setInfo(found);
        setOpen(true);
      }
    });
    return () => {
      live = false;
    };
    // Checked once per app version: a route change must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appVersionNum]);

  if (!info) return null;
  const optional = info.necessary === 'N';

  const update = () => {
    if ((appVersionNum ?? 0) < IN_APP_DOWNLOAD_MIN_VERSION) {
      if (downloadLink.startsWith('/') && !downloadLink.startsWith('//')) onNavigate(downloadLink);
      else {
        const url = safeUrl(downloadLink, allowHosts);
        if (url) bridge.post('jumpPage', { jumpUrl: url });
        else onRefused?.(downloadLink);
      }
    } else {
      // BA011's downloadUrl is server data: it leaves the app only through the URL gate.
      const url = safeUrl(info.downloadUrl, allowHosts);
      if (url) bridge.post('jumpPage', { jumpUrl: url, query: { type: 'download' } });
      else onRefused?.(info.downloadUrl);
    }
    if (optional) setOpen(false);
  };

  return (
    <Dialog
      visible={open}
      aria-label={open ? '发现新版本' : undefined}
      title={`发现新版本 ${info.versionName}`}
      content={<div className="qsh-update-content" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(info.content) }} />}
      closeOnMaskClick={optional}
      onClose={() => setOpen(false)}
      actions={[
        optional
          ? [
              { key: 'later', text: '暂不更新', onClick: () => setOpen(false) },
              { key: 'update', text: '立即更新', bold: true, onClick: update },
            ]
          : [{ key: 'update', text: '立即更新', bold: true, onClick: update }],
      ]}
    />
  );
}
