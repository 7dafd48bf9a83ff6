import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';

/** Where polling is: waiting, done, gave up, or failed with a message. */
export type PollState = { status: 'waiting' } | { status: 'done' } | { status: 'timeout' } | { status: 'error'; message: string };

/**
 * Calls `check` now and then every `intervalMs` until it resolves true (done), `attempts` calls
 * were made (timeout), or it rejects (error). `restart` begins again.
 */
export function usePoll(check: () => Promise<boolean>, intervalMs: number, attempts: number) {
  const [state, setState] = useState<PollState>({ status: 'waiting' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) => {
      check().then(
        (done) => {
          if (!live) return;
          if (done) setState({ status: 'done' });
          else if (n + 1 >= attempts) setState({ status: 'timeout' });
          else timer = setTimeout(() => attempt(n + 1), intervalMs);
        },
        (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
      );
    };
    attempt(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `check` is recreated on every render; a new round starts only on restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, intervalMs, attempts]);
  const restart = () => {
    setState({ status: 'waiting' });
    setRound((n) => n + 1);
  };
  return { state, restart };
}
