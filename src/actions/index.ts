export { createDispatcher, type Dispatch, type HandlerMap } from './dispatcher';
export type { ActionHost, ConfirmOptions, NavigateOptions, VisitTarget } from './host';
export { ACTION_KINDS, isAction, parseAction, type ParsedAction } from './guard';
export { CREDIT_CONFIRM } from './credit-gate';
export { ALREADY_JOINED_TEXT, productIdOf } from './product';
export { LINK_REFUSED_TEXT, APP_ONLY_TEXT } from './links';
export type { Action, Ad, FunctionEntry, OnAction, Product } from './types';
