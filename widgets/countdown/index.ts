export { Countdown } from './Countdown';
export { propsSchema, meta, dataSchema, type CountdownProps, type CountdownInput } from './props.schema';
export { demo } from './demo';
