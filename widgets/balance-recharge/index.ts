export { BalanceRecharge } from './BalanceRecharge';
export { propsSchema, meta, type BalanceRechargeProps, type BalanceRechargeInput } from './props.schema';
export { demo } from './demo';
