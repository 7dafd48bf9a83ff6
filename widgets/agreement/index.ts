export { Agreement } from './Agreement';
export { propsSchema, meta, type AgreementProps, type AgreementInput, type AgreementData } from './props.schema';
export { demo } from './demo';
