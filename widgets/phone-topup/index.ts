export { PhoneTopup, PHONE_MESSAGE } from './PhoneTopup';
export { propsSchema, dataSchema, meta, type PhoneTopupProps, type PhoneTopupInput, type TopupPackages, type TopupPackage } from './props.schema';
export { demo } from './demo';
