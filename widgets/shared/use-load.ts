import { useCallback, useEffect, useState } from 'react';
import { errorMessage, isNotFound } from '@/lib/error-message';

/** Where a widget's own request is: not started, loading, answered or failed. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; /** The gateway said the record asked for does not exist (schemas/not-found.ts): 重试 cannot help. */ notFound: boolean };

type Settled<T> = { run: string; state: LoadState<T> };


/**
 * Runs `load` with `key` when `key` changes (no run while `key` is undefined) and on `retry`; the
 * answer of an older run is ignored. For widgets that call `state.request` themselves.
 */
export function useLoad<T>(key: string | undefined, load: (key: string) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const run = key === undefined ? undefined : `${attempt}:${key}`;
  useEffect(() => {
    if (run === undefined || key === undefined) return;
    load(key).then(
      (data) => setSettled({ run, state: { status: 'ready', data } }),
      (error: unknown) => setSettled({ run, state: { status: 'error', message: errorMessage(error), notFound: isNotFound(error) } }),
    );
    // `load` is recreated on every render; `run` says when to call it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> = run === undefined ? { status: 'idle' } : settled?.run === run ? settled.state : { status: 'loading' };
  return { state, retry };
}
