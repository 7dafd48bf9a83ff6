import { useState } from 'react';
import type { LotteryPrize } from './props.schema';

const COLOURS = ['#fff4e0', '#ffd9a8', '#ffc489'];

/**
 * The colour of slot `index` of `count`: the two colours in turn, and a third for the last slot when
 * the count is odd, so that no two neighbouring slots (the last and the first included) look like one.
 */
export const slotColour = (index: number, count: number): string => COLOURS[count > 1 && count % 2 === 1 && index === count - 1 ? 2 : index % 2] as string;

/** Degrees (clockwise from the top pointer) of the centre of slot `index` of `count`. */
export const slotCentre = (index: number, count: number) => (index + 0.5) * (360 / count);

/** The slot under the top pointer after the wheel turned `rotation` degrees clockwise. */
export function slotAtPointer(rotation: number, count: number): number {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(angle / (360 / count)) % count;
}

/** The next rotation: at least `turns` full turns on from `current`, ending with slot `index` under the pointer. */
export function rotationFor(current: number, index: number, count: number, turns = 5): number {
  const want = (360 - slotCentre(index, count)) % 360;
  const delta = (((want - (current % 360)) % 360) + 360) % 360;
  return current + turns * 360 + delta;
}

export interface WheelProps {
  prizes: readonly LotteryPrize[];
  /** Index of the prize to land on; undefined until a draw answered. */
  target: number | undefined;
  /** The draw number (a new draw spins again even to the same prize). */
  drawNo: number;
  duration: number;
}

/** A wheel of the prizes; it turns to the target with a CSS transition. */
export function Wheel({ prizes, target, drawNo, duration }: WheelProps) {
  const count = Math.max(prizes.length, 1);
  const [spin, setSpin] = useState({ drawNo: 0, rotation: 0 });
  // A new draw turns the wheel on from where it stopped (state derived from props, set while rendering).
  if (target !== undefined && drawNo !== spin.drawNo) setSpin({ drawNo, rotation: rotationFor(spin.rotation, target, count) });
  const rotation = spin.rotation;
  const seg = 360 / count;
  const gradient = prizes.map((_, i) => `${slotColour(i, count)} ${i * seg}deg ${(i + 1) * seg}deg`).join(', ');
  const under = prizes[slotAtPointer(rotation, count)];
  return (
    <div className="lottery-wheel">
      <div
        className="lottery-wheel__disc"
        data-rotation={rotation}
        data-pointer-prize-id={target === undefined ? undefined : under?.id}
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${duration}ms`, background: `conic-gradient(${gradient})` }}
      >
        {prizes.map((prize, i) => (
          <div key={prize.id} className="lottery-wheel__slot" style={{ transform: `rotate(${slotCentre(i, count)}deg)` }}>
            <span className="lottery-wheel__label">{prize.name}</span>
          </div>
        ))}
      </div>
      <div className="lottery-wheel__pointer" aria-hidden />
    </div>
  );
}
