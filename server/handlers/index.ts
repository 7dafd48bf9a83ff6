import type { HandlerTable } from '../gateway/types';
import { accountHandlers } from './account';
import { activityHandlers } from './activities';
import { addressHandlers } from './addresses';
import { appConfigHandlers } from './app-config';
import { authHandlers } from './auth';
import { balanceHandlers } from './balance';
import { bankCardHandlers } from './bank-cards';
import { billHandlers } from './bills';
import { bonusHandlers } from './bonus';
import { cardSecretHandlers } from './card-secrets';
import { cashLoanHandlers } from './cash-loan';
import { cashierHandlers } from './cashier';
import { clientReportHandlers } from './client-reports';
import { contentHandlers } from './content';
import { creditHandlers } from './credit';
import { fileHandlers } from './files';
import { goodsHandlers } from './goods';
import { memberHandlers } from './member';
import { orderHandlers } from './orders';
import { pointHandlers } from './points';
import { productHandlers } from './products';
import { topupHandlers } from './topup';

/** Every apiCode of schemas/api/ and its handler; the type makes a missing one a compile error. */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...appConfigHandlers,
  ...contentHandlers,
  ...fileHandlers,
  ...productHandlers,
  ...creditHandlers,
  ...orderHandlers,
  ...cashierHandlers,
  ...memberHandlers,
  ...billHandlers,
  ...pointHandlers,
  ...bonusHandlers,
  ...balanceHandlers,
  ...bankCardHandlers,
  ...cardSecretHandlers,
  ...topupHandlers,
  ...goodsHandlers,
  ...addressHandlers,
  ...accountHandlers,
  ...cashLoanHandlers,
  ...clientReportHandlers,
  ...activityHandlers,
};
