import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { readJson, webStorage, write } from '@/lib/storage';

interface Stored {
  signature: string;
  key: string;
}

const isStored = (v: unknown): v is Stored =>
  typeof v === 'object' && v !== null && typeof (v as Stored).signature === 'string' && typeof (v as Stored).key === 'string';

/**
 * One money write at a time, each attempt with an idempotency key that survives a reload of the
 * tab: the key of the thing `signature` describes is kept in sessionStorage under `storageKey`
 * until the call succeeds, so a retry after a dropped connection or a reload mid-payment sends the
 * same key and the gateway answers the first result instead of charging again. A second tap while
 * a call runs does nothing. (Like widgets/shared/use-attempt.ts, plus the reload.)
 */
export function useStoredAttempt(storageKey: string) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(signature: string, send: (key: string) => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      const storage = webStorage('sessionStorage');
      const kept = readJson(storage, storageKey, isStored, undefined as Stored | undefined);
      const key = kept?.signature === signature ? kept.key : newIdempotencyKey();
      write(storage, storageKey, JSON.stringify({ signature, key }));
      try {
        const result = await send(key);
        write(storage, storageKey, undefined);
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
