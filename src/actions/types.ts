export type { Action, Ad, FunctionEntry, Product } from './action.schema';
export { actionSchema, adSchema, functionEntrySchema, productSchema } from './action.schema';

import type { Action } from './action.schema';

/** What a confirm dialog asks (the dispatcher's host and widgets' own questions alike). */
export type { ConfirmOptions } from './host';

export type { ActionScope } from './context';

/** What widgets call when the user taps something. Never throws; unknown actions are logged. */
export type OnAction = (action: Action) => void;
