import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { safeUrl } from '@/lib/safe-url';
import { StateBlock } from '@/ui/state-block';

/** Sandbox of the in-app iframe: scripts and forms run, top navigation is never allowed. */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export interface IframePopupProps {
  visible: boolean;
  /** The page to show; only safeUrl-approved URLs are loaded. */
  url: string;
  allowHosts: readonly string[];
  title?: string;
  onClose(): void;
}

/** A full-screen popup showing an allowlisted page in a sandboxed iframe, with a close button. */
export function IframePopup({ visible, url: openUrl, allowHosts, title: openTitle = '', onClose }: IframePopupProps) {
  // While it slides out, the popup keeps showing the page it showed: the store has already let the
  // page go (url ''), and that must not flash 无法打开该链接 on the way out.
  const [last, setLast] = useState({ url: openUrl, title: openTitle });
  if (visible && (openUrl !== last.url || openTitle !== last.title)) setLast({ url: openUrl, title: openTitle });
  const { url, title } = visible ? { url: openUrl, title: openTitle } : last;
  const allowed = safeUrl(url, allowHosts);
  return (
    <Popup visible={visible} position="right" destroyOnClose bodyStyle={{ width: '100vw', height: '100%' }} onClose={onClose}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 12px', height: 44 }}>
          <span>{title}</span>
          <Button fill="none" size="small" onClick={onClose} aria-label="关闭">
            关闭
          </Button>
        </div>
        {allowed ? (
          <iframe title={title || 'iframe'} src={allowed} sandbox={IFRAME_SANDBOX} style={{ flex: 1, border: 0, width: '100%' }} />
        ) : (
          <StateBlock status="disconnected" title="无法打开该链接" description="链接不在允许的范围内" />
        )}
      </div>
    </Popup>
  );
}
