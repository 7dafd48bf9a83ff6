import type { Dialog } from 'antd-mobile';

/** What a confirm dialog asks: a title, the question, and the texts of its two buttons. */
export interface Question {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A question on screen: its answer, and a way to take it down (answering no). */
export interface Asking {
  /** True when the customer confirms; false when they cancel, or the question is taken down. */
  answer: Promise<boolean>;
  /** Closes the question if it is still open, answering false. */
  dismiss: () => void;
}

/**
 * Shows a confirm dialog as antd-mobile's Dialog.confirm looks (cancel left, confirm bold on the
 * right), named for screen readers by its title, which its asker can take down: a question must
 * never stay over a page other than the one that asked it, where confirming it would act for a
 * page no longer shown. `dialog` is antd-mobile's Dialog (passed in, so the app can load it late).
 */
export function askQuestion(dialog: Pick<typeof Dialog, 'show'>, { title, content, confirmText, cancelText }: Question): Asking {
  let resolve: (sure: boolean) => void = () => {};
  let settled = false;
  const answer = new Promise<boolean>((done) => {
    resolve = done;
  });
  const settle = (sure: boolean) => {
    if (settled) return;
    settled = true;
    resolve(sure);
  };
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
  return {
    answer,
    dismiss: () => {
      if (settled) return;
      settle(false);
      handler.close();
    },
  };
}
