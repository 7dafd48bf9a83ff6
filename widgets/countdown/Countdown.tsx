import { useEffect, useState } from 'react';
import { parseServerTime, serverNow } from '@/lib/server-clock';
import type { WidgetProps } from '../types';
import type { CountdownData, CountdownProps } from './props.schema';
import './countdown.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** d天 hh:mm:ss (days only when there are any). */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86400);
  const clock = `${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/** The server time now, re-read every second while the widget is shown. */
function useServerNow(): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Countdown({ props, data }: WidgetProps<CountdownProps, CountdownData>) {
  const now = useServerNow();
  const start = parseServerTime(data?.startTime ?? props.startTime ?? '');
  const end = parseServerTime(data?.endTime ?? props.endTime ?? '');
  let label: string;
  let left: number | undefined;
  if (start !== undefined && now < start) [label, left] = [props.beforeText, start - now];
  else if (end !== undefined && now < end) [label, left] = [props.runningText, end - now];
  else if (end !== undefined) label = props.endedText;
  else label = props.runningText;
  return (
    <div className={`countdown countdown--${props.tone}`} role="timer" aria-live="off">
      <span className="countdown__label">{label}</span>
      {left !== undefined && <span className="countdown__left">{formatLeft(left)}</span>}
    </div>
  );
}
