export { CreditSteps } from './CreditSteps';
export { propsSchema, meta, type CreditStepsProps } from './props.schema';
export { demo } from './demo';
