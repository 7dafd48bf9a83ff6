import type { ApiResponse } from '../../schemas/api/contract.gen';
import { daysBetween } from './time';

export type Bill = ApiResponse<'BL002'>;

export interface BillRow {
  id: number;
  order_id: string | null;
  title: string;
  product_type: Bill['productType'];
  period_no: number;
  total_periods: number;
  principal: number;
  fee: number;
  paid: number;
  due_date: string;
  status: 'UNPAID' | 'PAID';
}

/** `today` is yyyy-MM-dd (Asia/Shanghai); an unpaid bill due before today is OVERDUE. */
export function toBill(r: BillRow, today: string): Bill {
  const late = r.status === 'UNPAID' ? Math.max(0, daysBetween(r.due_date, today)) : 0;
  return {
    billId: r.id, ...(r.order_id ? { orderId: r.order_id } : {}), title: r.title, productType: r.product_type, periodNo: r.period_no,
    totalPeriods: r.total_periods, principal: r.principal, interest: 0, fee: r.fee, penalty: 0, amount: r.principal + r.fee, paid: r.paid, dueDate: r.due_date,
    status: late > 0 ? 'OVERDUE' : r.status, overdueDays: late,
  };
}
