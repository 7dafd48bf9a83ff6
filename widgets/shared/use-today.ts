import { useState } from 'react';
import { formatDate } from '@/lib/date';

/** Today (yyyy-MM-dd, Asia/Shanghai) as of the first render: the start day of a repayment plan preview. */
export function useToday(): string {
  const [today] = useState(() => formatDate(Date.now()));
  return today;
}
