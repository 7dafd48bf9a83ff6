import { prefersReducedMotion } from '@/lib/reduced-motion';

/** What in a field's row takes focus: its input, or the tab stop of a control of ours (chips, picker row). */
const FIELD_CONTROL = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * After a press of 提交 that found messages: once React has drawn them, brings the first field
 * showing one into view, so a customer who pressed 提交 at the foot of a long form sees what to put
 * right. A field already in view is not scrolled to (`block: 'nearest'`); the field's
 * `scroll-margin` (forms.css) keeps it clear of the sticky navigation bar. Smooth unless the
 * customer asked for reduced motion.
 *
 * Focus moves to that field's control too (without a second scroll), so a keyboard user carries on
 * there, and its message, after the field's name, is passed to `announce` for a screen reader, which
 * is not told of a message drawn under a field it is not on.
 */
export function showFirstMessage(form: HTMLFormElement | null, announce?: (message: string) => void): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const item = form.querySelector('.adm-form-item-has-error');
    if (!item) return;
    const reduced = prefersReducedMotion();
    // Every browser has it; a DOM without layout (jsdom) has not.
    item.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    item.querySelector<HTMLElement>(FIELD_CONTROL)?.focus({ preventScroll: true });
    const message = item.querySelector('.adm-form-item-feedback-error')?.textContent;
    // Told with the field's name (FormField's `data-field`), as `直系亲属联系人 手机号：请填写正确的手机号`.
    const field = item instanceof HTMLElement ? item.dataset.field : undefined;
    if (message) announce?.(field ? `${field}：${message}` : message);
  });
}
