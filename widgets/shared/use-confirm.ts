import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import type { ConfirmOptions } from '@/actions/types';


interface Open {
  close: () => void;
  settle: (sure: boolean) => void;
}

/**
 * A widget's confirm dialog before something that cannot be taken back (money, points, an order,
 * a card), one at a time (docs/screens.md "Never twice"):
 * - a second tap while the question is on screen asks nothing and answers false, so a double tap
 *   on 确认提现 shows one dialog, and confirming it does the thing once, not once per dialog;
 * - the dialog closes (answering false) when the widget leaves the screen, so a question never
 *   stays over the next page, where confirming it would act for a page no longer shown.
 * Looks as antd-mobile's Dialog.confirm (cancel left, confirm bold on the right), named for screen
 * readers by its title.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const open = useRef<Open | undefined>(undefined);
  useEffect(
    () => () => {
      const shown = open.current;
      shown?.settle(false);
      shown?.close();
    },
    [],
  );
  return useCallback(({ title, content, confirmText, cancelText }: ConfirmOptions) => {
    if (open.current) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      let settled = false;
      const settle = (sure: boolean) => {
        if (settled) return;
        settled = true;
        open.current = undefined;
        resolve(sure);
      };
      const handler = Dialog.show({
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
      open.current = { close: handler.close, settle };
    });
  }, []);
}
