import { useEffect, useRef, useState } from 'react';
import { backoffDelay, PAY_RESULT_BACKOFF, type Backoff } from '@/lib/backoff';
import { errorMessage, isNotFound } from '@/lib/error-message';

export type PollState<T> =
  | { phase: 'polling'; last?: T }
  | { phase: 'done'; last: T }
  | { phase: 'gave-up'; last?: T; error?: string; /** The record polled does not exist (schemas/not-found.ts): polling stopped at once. */ notFound?: true };

/** What a failed poll does: count as an attempt and poll on (`retry`), or give up at once with its message (`stop`). */
export type OnPollError = 'retry' | 'stop';

/**
 * Calls `poll` now, then after 1 s, 2 s, 4 s, … (capped; `backoff` with `firstMs` equal to `maxMs`
 * polls at a fixed interval) until `final(answer)` holds or `maxAttempts` polls were made. A failed
 * poll counts as an attempt, or ends polling with its message when `onError` is `stop`; one saying the
 * record does not exist (a not-found rspCode) always ends it, with `notFound`. `again()`
 * starts over. `backoff` must keep its identity between renders (a new one starts over).
 */
export function usePoll<T>(poll: () => Promise<T>, final: (answer: T) => boolean, backoff: Backoff = PAY_RESULT_BACKOFF, onError: OnPollError = 'retry') {
  const [state, setState] = useState<PollState<T>>({ phase: 'polling' });
  const [round, setRound] = useState(0);
  const latest = useRef({ poll, final });
  useEffect(() => {
    latest.current = { poll, final };
  });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: T | undefined;
    let error: string | undefined;
    const attempt = async (n: number) => {
      let notFound = false;
      try {
        last = await latest.current.poll();
        error = undefined;
      } catch (e) {
        error = errorMessage(e);
        notFound = isNotFound(e);
      }
      if (stopped) return;
      if (notFound && error !== undefined) return setState({ phase: 'gave-up', error, notFound: true });
      if (error !== undefined && onError === 'stop') return setState({ phase: 'gave-up', ...(last !== undefined ? { last } : {}), error });
      if (last !== undefined && error === undefined && latest.current.final(last)) return setState({ phase: 'done', last });
      if (n + 1 >= backoff.maxAttempts) return setState({ phase: 'gave-up', ...(last !== undefined ? { last } : {}), ...(error ? { error } : {}) });
      setState({ phase: 'polling', ...(last !== undefined ? { last } : {}) });
      timer = setTimeout(() => void attempt(n + 1), backoffDelay(n, backoff));
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round, backoff, onError]);
  const again = () => {
    setState({ phase: 'polling' });
    setRound((r) => r + 1);
  };
  return { state, again };
}
