import type { WidgetDemo } from '../demo-types';
import type { Bills } from '@widgets/shared/bills';
import type { BillListInput } from './props.schema';

const bill = (billId: number, periodNo: number, dueDate: string, status: 'UNPAID' | 'OVERDUE' | 'PAID', overdueDays = 0) => ({
  billId, orderId: 'O20240001', title: '无线蓝牙耳机', productType: 2 as const, periodNo, totalPeriods: 3, principal: 15300, interest: 0, fee: 300, penalty: 0, amount: 15600, paid: status === 'PAID' ? 15600 : 0, dueDate, status, overdueDays,
});

export const demoBills: Bills = {
  list: [bill(1, 1, '2025-05-14', 'OVERDUE', 10), bill(2, 2, '2025-06-14', 'UNPAID'), bill(3, 3, '2025-07-14', 'UNPAID')],
  totalDue: 46800,
  overdueCount: 1,
  total: 3,
  pageNum: 1,
  pageSize: 10,
};

export const demo: WidgetDemo<BillListInput, Bills> = {
  props: {},
  data: demoBills,
  expect: { text: '已逾期10天' },
};
