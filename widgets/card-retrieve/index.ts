export { CardRetrieve } from './CardRetrieve';
export { propsSchema, dataSchema, meta, type CardRetrieveProps, type CardRetrieveInput } from './props.schema';
export { keepRetrieved, peekRetrieved, forgetRetrieved, type RetrievedSecret } from './retrieved-secret';
export { demo } from './demo';
