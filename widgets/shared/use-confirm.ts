import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import type { ConfirmOptions } from '@/actions/types';
import { askQuestion, type Asking } from '@/ui/ask-question';

/**
 * A widget's confirm dialog before something that cannot be taken back (money, points, an order,
 * a card), one at a time (docs/screens.md "Never twice"):
 * - a second tap while the question is on screen asks nothing and answers false, so a double tap
 *   on 确认提现 shows one dialog, and confirming it does the thing once, not once per dialog;
 * - the dialog closes (answering false) when the widget leaves the screen, so a question never
 *   stays over the next page, where confirming it would act for a page no longer shown.
 * The dialog is src/ui/ask-question.ts's, as the app's own questions are.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const open = useRef<Asking | undefined>(undefined);
  useEffect(() => () => open.current?.dismiss(), []);
  return useCallback((options: ConfirmOptions) => {
    if (open.current) return Promise.resolve(false);
    const asking = askQuestion(Dialog, options);
    open.current = asking;
    return asking.answer.finally(() => {
      if (open.current === asking) open.current = undefined;
    });
  }, []);
}
