import { useEffect, useState } from 'react';
import type { LotteryPrize } from './props.schema';
import { SafeImg } from '@/ui/safe-image';

export interface CellsProps {
  mode: 'box' | 'grid';
  prizes: readonly LotteryPrize[];
  target: number | undefined;
  drawNo: number;
  duration: number;
  /** Whether the animation has finished (the target box opens). */
  done: boolean;
}

/** A light runs over the cells (two rounds and on to the target), slowing down; boxes stay closed until it stops. */
export function Cells({ mode, prizes, target, drawNo, duration, done }: CellsProps) {
  const [lit, setLit] = useState<number | undefined>();
  useEffect(() => {
    if (target === undefined || drawNo === 0) return undefined;
    const steps = prizes.length * 2 + target + 1;
    const timers = Array.from({ length: steps }, (_, step) => {
      const at = duration * Math.pow(step / steps, 1.6);
      return setTimeout(() => setLit(step % prizes.length), at);
    });
    return () => timers.forEach(clearTimeout);
  }, [drawNo, target, duration, prizes.length]);
  return (
    <ul className={`lottery-cells lottery-cells--${mode}`} data-lit-prize-id={done && lit !== undefined ? prizes[lit]?.id : undefined}>
      {prizes.map((prize, i) => {
        const open = mode === 'grid' || (done && i === target);
        return (
          <li key={prize.id} className={`lottery-cells__cell${lit === i ? ' lottery-cells__cell--lit' : ''}`}>
            {open ? (
              <>
                {prize.image && <SafeImg src={prize.image} alt="" className="lottery-cells__image" />}
                <span className="lottery-cells__name">{prize.name}</span>
              </>
            ) : (
              <span className="lottery-cells__box" aria-label={`盲盒 ${i + 1}`}>?</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
