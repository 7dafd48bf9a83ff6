import { useEffect, useState } from 'react';

/** Seconds left before the SMS code may be sent again. */
export const RESEND_SECONDS = 60;

/** A one-second countdown: `start()` begins it at `seconds`; `left` is 0 when idle. */
export function useResendCountdown(seconds = RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}

/** The send button's text: 获取验证码, then 重新发送(Ns) while waiting, then 重新发送 once a code went out. */
export function sendCodeText(left: number, sent: boolean): string {
  if (left > 0) return `重新发送(${left}s)`;
  return sent ? '重新发送' : '获取验证码';
}
