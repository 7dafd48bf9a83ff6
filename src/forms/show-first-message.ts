import { prefersReducedMotion } from '@/lib/reduced-motion';

/**
 * After a press of 提交 that found messages: once React has drawn them, brings the first field
 * showing one into view, so a customer who pressed 提交 at the foot of a long form sees what to put
 * right. A field already in view is not scrolled to (`block: 'nearest'`); the field's
 * `scroll-margin` (forms.css) keeps it clear of the sticky navigation bar. Smooth unless the
 * customer asked for reduced motion.
 */
export function showFirstMessage(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const item = form.querySelector('.adm-form-item-has-error');
    if (!item) return;
    const reduced = prefersReducedMotion();
    // Every browser has it; a DOM without layout (jsdom) has not.
    item.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  });
}
