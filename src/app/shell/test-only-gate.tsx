import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '@/stores/context';
import { NotFound } from './not-found';

/** Whether test pages (route `testOnly`) may open: in development, or in the verify build. */
export function testPagesOpen(dev: boolean, variant: string): boolean {
  return dev || variant === 'verify';
}

/**
 * Test pages (/A_page, /B_page, /image_color_test) open only in development (`npm run dev`) or in
 * the verify build (VITE_VARIANT=verify, or ?variant=verify at run time); anywhere else they are
 * not found.
 */
export const TestOnlyGate = observer(function TestOnlyGate({ children }: { children: ReactNode }) {
  const { app } = useStores();
  return testPagesOpen(import.meta.env.DEV, app.variant) ? <>{children}</> : <NotFound />;
});
