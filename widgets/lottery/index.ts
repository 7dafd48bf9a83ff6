export { Lottery } from './Lottery';
export { propsSchema, meta, dataSchema, type LotteryProps, type LotteryInput } from './props.schema';
export { demo } from './demo';
