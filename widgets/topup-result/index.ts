export { TopupResult } from './TopupResult';
export { propsSchema, dataSchema, meta, type TopupResultProps, type TopupResultInput, type TopupOrder } from './props.schema';
export { topupOutcome } from './topup-status';
export { demo } from './demo';
