import { prefersReducedMotion } from '@/lib/reduced-motion';

/** What in a field's row takes focus: its input, or the tab stop of a control of ours (chips, picker row). */
const FIELD_CONTROL = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * After a press of 提交 that found messages: once React has drawn them, brings the row of the
 * field `path` (the first drawn field with a message; FormField marks its row with `data-path`)
 * into view, so a customer who pressed 提交 at the foot of a long form sees what to put right. A
 * field already in view is not scrolled to (`block: 'nearest'`); the field's `scroll-margin`
 * (forms.css) keeps it clear of the sticky navigation bar. Smooth unless the customer asked for
 * reduced motion. Focus moves to that field's control too (without a second scroll), so a keyboard
 * user carries on there. What a screen reader is told comes from the form's data (SchemaForm).
 */
export function showFirstMessage(form: HTMLFormElement | null, path: string): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const item = Array.from(form.querySelectorAll<HTMLElement>('[data-path]')).find((row) => row.dataset.path === path);
    if (!item) return;
    const reduced = prefersReducedMotion();
    // Every browser has it; a DOM without layout (jsdom) has not.
    item.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    item.querySelector<HTMLElement>(FIELD_CONTROL)?.focus({ preventScroll: true });
  });
}
