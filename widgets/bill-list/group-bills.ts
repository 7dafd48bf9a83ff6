import { owed, type Bill } from '@widgets/shared/bills';

export interface BillGroup {
  key: string;
  /** 已逾期 or yyyy年M月. */
  title: string;
  /** What is still owed in the group (cents). */
  due: number;
  bills: Bill[];
}

/** Overdue bills first in their own group, then the others by the month of their due date, in the order given. */
export function groupBills(bills: readonly Bill[]): BillGroup[] {
  const groups: BillGroup[] = [];
  const find = (key: string, title: string) => {
    let g = groups.find((x) => x.key === key);
    if (!g) groups.push((g = { key, title, due: 0, bills: [] }));
    return g;
  };
  const sorted = [...bills.filter((b) => b.status === 'OVERDUE'), ...bills.filter((b) => b.status !== 'OVERDUE')];
  for (const b of sorted) {
    const [y, m] = b.dueDate.split('-');
    const g = b.status === 'OVERDUE' ? find('overdue', '已逾期') : find(`${y}-${m}`, `${y}年${Number(m)}月`);
    g.bills.push(b);
    g.due += owed(b);
  }
  return groups;
}
