import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One submission at a time, each attempt with its idempotency key: the key is made when the user
 * first submits what `signature` describes, reused while the same thing is retried (after a network
 * error or a timeout the server may already have placed it), and dropped after a success or when
 * the signature changes. A second tap while a call runs does nothing.
 */
export function useAttempt() {
  const attempt = useRef<{ signature: string; key: string }>();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(signature: string, send: (key: string) => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    try {
      const result = await send(attempt.current.key);
      attempt.current = undefined;
      return result;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
