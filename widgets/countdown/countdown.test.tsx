import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime } from '@/lib/server-clock';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Countdown, formatLeft } from './Countdown';

const at = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);
const times = { startTime: '2026-06-01 10:00:00', endTime: '2026-06-03 12:00:00' };

afterEach(() => {
  vi.useRealTimers();
  noteServerTime(Date.now());
});

describe('countdown', () => {
  it('formats what is left as d天 hh:mm:ss', () => {
    expect(formatLeft(2 * 86_400_000 + 3_723_000)).toBe('2天 01:02:03');
    expect(formatLeft(59_001)).toBe('00:01:00');
  });

  it('counts down to the start, then to the end, then shows 活动已结束, by the gateway clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-01-01 00:00:00'));
    noteServerTime(at('2026-06-01 09:59:58'));
    render(<Countdown {...testProps(propsSchema, {}, times)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('距活动开始00:00:02');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('距活动结束2天 01:59:59');
    act(() => noteServerTime(at('2026-06-03 12:00:00')));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('活动已结束');
  });

  it('takes the times from props when the block has no data', () => {
    noteServerTime(at('2026-06-02 12:00:00'));
    render(<Countdown {...testProps(propsSchema, { ...times, runningText: '距结束仅剩' })} />);
    expect(screen.getByRole('timer')).toHaveTextContent('距结束仅剩1天 00:00:00');
  });
});
