import type { HandlerTable } from '../gateway/types';
import { appConfigHandlers } from './app-config';
import { authHandlers } from './auth';
import { balanceHandlers } from './balance';
import { billHandlers } from './bills';
import { cashierHandlers } from './cashier';
import { contentHandlers } from './content';
import { creditHandlers } from './credit';
import { fileHandlers } from './files';
import { memberHandlers } from './member';
import { orderHandlers } from './orders';
import { pointHandlers } from './points';
import { productHandlers } from './products';

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
  ...balanceHandlers,
};
