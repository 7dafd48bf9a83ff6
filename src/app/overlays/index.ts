export { UpdateDialog } from './update-dialog';
export type { UpdateDialogProps } from './update-dialog';
export { FreezeDialog, FREEZE_TEXT, FREEZE_HANDLE_PATH } from './freeze-dialog';
export type { FreezeDialogProps } from './freeze-dialog';
export { IframePopup, IFRAME_SANDBOX } from './iframe-popup';
export type { IframePopupProps } from './iframe-popup';
export { createFeedback, LOADING_TEXT, TOAST_MS } from './feedback';
export type { UiFeedback, ConfirmDialogOptions } from './feedback';
