import type { Dialog } from 'antd-mobile';
import type { ConfirmOptions } from '@/lib/confirm-options';

type ShowDialog = Pick<typeof Dialog, 'show'>;

/** Asks confirm questions one at a time, and takes down the one on screen when its page is gone. */
export interface Asker {
  /**
   * Shows the question; true when the customer confirms, false when they cancel or it is taken
   * down. While a question is on screen another asks nothing and answers false, so a double tap
   * shows one dialog and confirming it acts once.
   */
  ask: (question: ConfirmOptions) => Promise<boolean>;
  /** Takes down the question on screen (or about to be), answering it false. */
  dismiss: () => void;
}

/** Shows one question as antd-mobile's Dialog.confirm looks (cancel left, confirm bold on the right), named for screen readers by its title. */
function show(dialog: ShowDialog, { title, content, confirmText, cancelText }: ConfirmOptions) {
  let settle: (sure: boolean) => void = () => {};
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const handler = dialog.show({
    title,
    content,
    'aria-label': title,
    closeOnAction: true,
    onClose: () => settle(false),
    actions: [[
      { key: 'cancel', text: cancelText, onClick: () => settle(false) },
      { key: 'confirm', text: confirmText, bold: true, onClick: () => settle(true) },
    ]],
  });
  const close = () => {
    settle(false);
    handler.close();
  };
  return { answer, close };
}

/**
 * The confirm questions of a widget (widgets/shared/use-confirm.ts) or of the app
 * (src/app/overlays/feedback.ts): a question must never stay over a page other than the one that
 * asked it, where confirming it would act for a page no longer shown, so its asker takes it down.
 * `dialog` gives antd-mobile's Dialog, at once or once loaded (the app loads it late).
 */
export function createAsker(dialog: () => ShowDialog | Promise<ShowDialog>): Asker {
  let current: { dismissed: boolean; close?: () => void } | undefined;
  return {
    ask: async (question) => {
      if (current) return false;
      const asking: { dismissed: boolean; close?: () => void } = { dismissed: false };
      current = asking;
      try {
        // Shown in the same task when the Dialog is at hand (a widget's), after it loads otherwise.
        const got = dialog();
        const loaded = got instanceof Promise ? await got : got;
        if (asking.dismissed) return false;
        const shown = show(loaded, question);
        asking.close = shown.close;
        return await shown.answer;
      } finally {
        if (current === asking) current = undefined;
      }
    },
    dismiss: () => {
      if (!current) return;
      current.dismissed = true;
      current.close?.();
      current = undefined;
    },
  };
}
