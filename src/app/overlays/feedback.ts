import type { Dialog, Toast } from 'antd-mobile';
import type { ConfirmOptions } from '@/lib/confirm-options';
import { createAsker } from '@/ui/asker';

type FeedbackUi = { Dialog: typeof Dialog; Toast: typeof Toast };

/** antd-mobile's Dialog and Toast, loaded on first use so they stay out of the first-load JS. */
let loaded: FeedbackUi | undefined;
let loading: Promise<FeedbackUi> | undefined;
function feedbackUi(): Promise<FeedbackUi> {
  loading ??= import('./antd-feedback').then(
    (ui) => (loaded = ui),
    (error: unknown) => {
      loading = undefined; // retried on the next use
      throw error;
    },
  );
  return loading;
}

/** Default toast duration. */
export const TOAST_MS = 2000;
/** Text of the loading toast. */
export const LOADING_TEXT = '加载中...';

/** The antd-mobile half of GatewayHost (alert, toast, showLoading) plus confirm for the action dispatcher. */
export interface UiFeedback {
  alert(content: string, title?: string, confirmText?: string): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Takes down the question on screen, if any, answering it no (the page that asked it is gone). */
  dismissQuestion(): void;
  toast(text: string, durationMs?: number): void;
  /** Shows 加载中... (mask clicks blocked) until every returned hide function has been called. */
  showLoading(): () => void;
}

/** Creates the feedback UI. Loading toasts are counted, so overlapping calls keep one toast until the last ends. */
export function createFeedback(): UiFeedback {
  let loadings = 0;
  let loadingHandler: { close(): void } | undefined;
  // One question at a time: a second tap on 退出登录 while its question is on screen asks nothing.
  const asker = createAsker(async () => (await feedbackUi()).Dialog);
  // The loading toast follows the count; before antd's Toast has loaded, it catches up when it has.
  const syncLoading = () => {
    if (!loaded) return;
    if (loadings > 0 && !loadingHandler) {
      loadingHandler = loaded.Toast.show({ icon: 'loading', content: LOADING_TEXT, duration: 0, maskClickable: false });
    } else if (loadings === 0 && loadingHandler) {
      loadingHandler.close();
      loadingHandler = undefined;
    }
  };
  const withUi = (show: (ui: FeedbackUi) => void) => {
    if (loaded) show(loaded);
    else void feedbackUi().then(show, (error: unknown) => console.error('[qsh feedback] could not load the feedback UI', error));
  };
  return {
    // aria-label names the dialog for screen readers (antd's dialog has no labelled title).
    alert: async (content, title, confirmText = '确定') => (await feedbackUi()).Dialog.alert({ content, title, confirmText, 'aria-label': title ?? content }),
    confirm: asker.ask,
    dismissQuestion: asker.dismiss,
    toast: (text, durationMs = TOAST_MS) => {
      withUi((ui) => ui.Toast.show({ content: text, duration: durationMs }));
    },
    showLoading: () => {
      loadings += 1;
      withUi(syncLoading);
      let hidden = false;
      return () => {
        if (hidden) return;
        hidden = true;
        loadings -= 1;
        syncLoading();
      };
    },
  };
}
