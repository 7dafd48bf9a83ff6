import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (epoch ms), ticking every second; undefined without a deadline. */
export function useCountdown(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 'mm:ss' (or 'h:mm:ss' from an hour on). */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai (the gateway's time format) -> epoch ms; undefined when malformed. */
export function parseGatewayTime(text: string | undefined): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}
