import { Dialog, Toast } from 'antd-mobile';

/** Default toast duration. */
export const TOAST_MS = 2000;
/** Text of the loading toast. */
export const LOADING_TEXT = '加载中...';

/** What a confirm dialog shows. */
export interface ConfirmDialogOptions {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** The antd-mobile half of GatewayHost (alert, toast, showLoading) plus confirm for the action dispatcher. */
export interface UiFeedback {
  alert(content: string, title?: string, confirmText?: string): Promise<void>;
  confirm(options: ConfirmDialogOptions): Promise<boolean>;
  toast(text: string, durationMs?: number): void;
  /** Shows 加载中... (mask clicks blocked) until every returned hide function has been called. */
  showLoading(): () => void;
}

/** Creates the feedback UI. Loading toasts are counted, so overlapping calls keep one toast until the last ends. */
export function createFeedback(): UiFeedback {
  let loadings = 0;
  let loadingHandler: { close(): void } | undefined;
  return {
    // aria-label names the dialog for screen readers (antd's dialog has no labelled title).
    alert: (content, title, confirmText = '确定') => Dialog.alert({ content, title, confirmText, 'aria-label': title ?? content }),
    confirm: ({ title, content, confirmText, cancelText }) => Dialog.confirm({ title, content, confirmText, cancelText, 'aria-label': title }),
    toast: (text, durationMs = TOAST_MS) => {
      Toast.show({ content: text, duration: durationMs });
    },
    showLoading: () => {
      loadings += 1;
      if (loadings === 1) {
        loadingHandler = Toast.show({ icon: 'loading', content: LOADING_TEXT, duration: 0, maskClickable: false });
      }
      let hidden = false;
      return () => {
        if (hidden) return;
        hidden = true;
        loadings -= 1;
        if (loadings === 0) loadingHandler?.close();
      };
    },
  };
}
