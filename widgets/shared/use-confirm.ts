import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { ConfirmOptions } from '@/actions/types';
import { createAsker } from '@/ui/asker';

/**
 * A widget's confirm dialog before something that cannot be taken back (money, points, an order,
 * a card), one at a time (docs/screens.md "Never twice"):
 * - a second tap while the question is on screen asks nothing and answers false, so a double tap
 *   on 确认提现 shows one dialog, and confirming it does the thing once, not once per dialog;
 * - the dialog closes (answering false) when the widget leaves the screen, so a question never
 *   stays over the next page, where confirming it would act for a page no longer shown.
 * The questions are src/ui/asker.ts's, as the app's own are.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const [asker] = useState(() => createAsker(() => Dialog));
  useEffect(() => () => asker.dismiss(), [asker]);
  return asker.ask;
}
