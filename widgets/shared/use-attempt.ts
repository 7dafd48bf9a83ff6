import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { readJson, webStorage, write } from '@/lib/storage';

/** The attempt in progress: what is being submitted and the idempotency key it goes with. */
interface Attempt {
  signature: string;
  key: string;
}

const isAttempt = (v: unknown): v is Attempt =>
  typeof v === 'object' && v !== null && typeof (v as Attempt).signature === 'string' && typeof (v as Attempt).key === 'string';

/**
 * One submission at a time, each attempt with its idempotency key: the key is made when the user
 * first submits what `signature` describes, reused while the same thing is retried (after a network
 * error or a timeout the server may already have placed it), and dropped after a success or when
 * the signature changes. A second tap while a call runs does nothing.
 *
 * With `storageKey` (money writes) the attempt is kept in sessionStorage under that key, so it also
 * survives a reload of the tab mid-payment: the gateway then answers the first result instead of
 * charging again. Without it the attempt lives as long as the widget.
 */
export function useAttempt(storageKey?: string) {
  const inMemory = useRef<Attempt>();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(signature: string, send: (key: string) => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      const stored = storageKey === undefined ? undefined : { storage: webStorage('sessionStorage'), name: storageKey };
      const kept = stored ? readJson(stored.storage, stored.name, isAttempt, undefined as Attempt | undefined) : inMemory.current;
      const attempt = kept?.signature === signature ? kept : { signature, key: newIdempotencyKey() };
      const keep = (value: Attempt | undefined) => {
        if (stored) write(stored.storage, stored.name, value === undefined ? undefined : JSON.stringify(value));
        else inMemory.current = value;
      };
      keep(attempt);
      try {
        const result = await send(attempt.key);
        keep(undefined);
        return result;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [storageKey],
  );
  return { busy, run };
}
