import { Dialog } from 'antd-mobile';
import { safeUrl } from '@/lib/safe-url';

/** Body text of the freeze dialog. */
export const FREEZE_TEXT = '您有部分积分被冻结，需解冻后才能提交订单';
/** Where 去处理 leads when there is no allowed redirect URL. */
export const FREEZE_HANDLE_PATH = '/my/bill';

export interface FreezeDialogProps {
  visible: boolean;
  /** The note line: the gateway's rspMsg for rspCode 9992. */
  message: string;
  /** Optional redirect for 去处理; followed only when safeUrl allows it, otherwise /my/bill. */
  redirectUrl?: string;
  allowHosts: readonly string[];
  /** 取消: the dialog closes; the caller hides it. */
  onCancel(): void;
  /** 去处理 without an allowed redirect: navigate in the app (called with /my/bill). */
  onNavigate(path: string): void;
  /** 去处理 with an allowed absolute redirect URL. */
  onOpenUrl(url: string): void;
}

/** The points-freeze notice (title 'Notice'); visible until cancelled or confirmed. */
export function FreezeDialog({ visible, message, redirectUrl, allowHosts, onCancel, onNavigate, onOpenUrl }: FreezeDialogProps) {
  const handle = () => {
    const allowed = redirectUrl ? safeUrl(redirectUrl, allowHosts) : undefined;
    onCancel();
    if (allowed) onOpenUrl(allowed);
    else onNavigate(FREEZE_HANDLE_PATH);
  };
  return (
    <Dialog
      visible={visible}
      aria-label={visible ? 'Notice' : undefined}
      title="Notice"
      content={
        <div>
          <p>{FREEZE_TEXT}</p>
          {message ? <p className="qsh-freeze-note">备注：{message}</p> : null}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onCancel },
          { key: 'handle', text: '去处理', bold: true, onClick: handle },
        ],
      ]}
    />
  );
}
