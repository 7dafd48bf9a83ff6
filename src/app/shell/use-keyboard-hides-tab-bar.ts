import { useEffect } from 'react';
import type { AppStore } from '@/stores';

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.matches('input:not([type=checkbox]):not([type=radio]), textarea') || target.isContentEditable);

/**
 * While a text field has focus the soft keyboard is up, and a fixed tab bar would float above it
 * in a web view: hide it until the field loses focus, or until the native app sends tabbarShow.
 */
export function useKeyboardHidesTabBar(app: AppStore): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (isTextField(event.target)) app.setTabbarVisible(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isTextField(event.target)) app.setTabbarVisible(true);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [app]);
}
