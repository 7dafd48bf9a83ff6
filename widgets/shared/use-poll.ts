import { useEffect, useRef, useState } from 'react';
import { backoffDelay, PAY_RESULT_BACKOFF, type Backoff } from '@/lib/backoff';

export type PollState<T> =
  | { phase: 'polling'; last?: T }
  | { phase: 'done'; last: T }
  | { phase: 'gave-up'; last?: T; error?: string };

/**
 * Calls `poll` now, then after 1 s, 2 s, 4 s, … (capped) until `final(answer)` holds or
 * `maxAttempts` polls were made; a failed poll counts as an attempt. `again()` starts over.
 */
export function usePoll<T>(poll: () => Promise<T>, final: (answer: T) => boolean, backoff: Backoff = PAY_RESULT_BACKOFF) {
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
      try {
        last = await latest.current.poll();
        error = undefined;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      if (stopped) return;
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
  }, [round, backoff]);
  const again = () => {
    setState({ phase: 'polling' });
    setRound((r) => r + 1);
  };
  return { state, again };
}
