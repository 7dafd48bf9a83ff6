import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { sessionDraft } from './session-draft';

/** The attempt in progress: what it submits for and the idempotency key it goes with. */
interface Attempt {
  subject: string;
  key: string;
}

const isAttempt = (v: unknown): v is Attempt =>
  typeof v === 'object' && v !== null && typeof (v as Attempt).subject === 'string' && typeof (v as Attempt).key === 'string';

/**
 * One submission at a time, each with its idempotency key (docs/screens.md "Never twice").
 *
 * `subject` says what the submission is for. The key is made at the first submission for a subject
 * and used by every later one for the same subject until one succeeds, whatever else the customer
 * changed in between. After a timeout or a network error the call may have reached the server
 * although its answer was lost: a new key would do the thing a second time (a second order left
 * 待付款). With the same key the server answers the first result, or, when it checks the fields
 * (SF202), refuses the changed request (2807 您刚才提交的订单已生成…) and the customer is told. A
 * refused call (a business answer) rolled back and left the key free on the server, so using it
 * again is harmless. A success drops the key; another subject gets a new one.
 *
 * So the subject holds only what may not be mixed up under one key: for an order the goods (the
 * address and coupon are amendments of the same order), for a payment the order; for screens whose
 * gateway would answer the first result to a different request (another item, another number), the
 * whole request. A second tap while a call runs does nothing.
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
    async <T,>(subject: string, send: (key: string) => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      const stored = storageKey === undefined ? undefined : sessionDraft(storageKey, isAttempt);
      const kept = stored ? stored.read() : inMemory.current;
      const attempt = kept?.subject === subject ? kept : { subject, key: newIdempotencyKey() };
      if (stored) stored.write(attempt);
      else inMemory.current = attempt;
      try {
        const result = await send(attempt.key);
        if (stored) stored.clear();
        else inMemory.current = undefined;
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
