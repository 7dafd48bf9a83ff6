/** What a confirm dialog asks, the dispatcher's and widgets' alike; it resolves true when the user confirms. */
export interface ConfirmOptions {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}
