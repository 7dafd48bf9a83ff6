import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import type { WidgetState } from '../types';
import type { DrawResult, LotteryData, LotteryProps } from './props.schema';

export type Phase = 'idle' | 'drawing' | 'animating' | 'done';

/** Transport failures keep the key (a retry must not draw twice); a business refusal frees it. */
const isRefusal = (error: unknown) => typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'business';

/**
 * One draw at a time: asks the gateway (the same idempotency key for every retry of one attempt),
 * then animates for `spinMs` towards the prize it returned, then shows it.
 */
export function useDraw(data: LotteryData, props: LotteryProps, state: WidgetState) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<DrawResult | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  // After a draw its answer's counts, until the block's data is loaded again.
  const [drawn, setDrawn] = useState<{ of: LotteryData; remaining: number; points: number } | undefined>();
  const counts = drawn && drawn.of === data ? drawn : { remaining: data.remaining, points: data.points };
  const key = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const duration = prefersReducedMotion() ? Math.min(props.spinMs, 300) : props.spinMs;

  useEffect(() => () => clearTimeout(timer.current), []);

  const draw = async () => {
    if (phase === 'drawing' || phase === 'animating') return;
    setMessage(undefined);
    setPhase('drawing');
    key.current ??= newIdempotencyKey();
    try {
      const answer = (await state.request(props.api, { lotteryId: data.id, idempotencyKey: key.current }, { silent: true })) as DrawResult;
      key.current = undefined;
      setResult(answer);
      setDrawn({ of: data, remaining: answer.remaining, points: answer.points });
      setPhase('animating');
      timer.current = setTimeout(() => setPhase('done'), duration);
    } catch (error) {
      if (isRefusal(error)) key.current = undefined;
      setMessage(errorMessage(error));
      setPhase(result ? 'done' : 'idle');
    }
  };

  return { phase, result, message, counts, duration, draw };
}
