import { ErrorView, NotFoundView } from '@/ui/load-states';

/**
 * A widget's own request that failed (useLoad's error state): a record that does not exist says so
 * with a way back (`onBack`, labelled `backText`), anything else offers 重试.
 */
export function LoadFailure({ failure, retry, onBack, backText }: { failure: { message: string; notFound: boolean }; retry: () => void; onBack: () => void; backText?: string }) {
  if (failure.notFound) return <NotFoundView message={failure.message} onBack={onBack} {...(backText ? { backText } : {})} />;
  return <ErrorView message={failure.message} onRetry={retry} />;
}
