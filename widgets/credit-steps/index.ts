export { CreditSteps } from './CreditSteps';
export { propsSchema, meta, type CreditStepsProps, type CreditStepsInput } from './props.schema';
export { demo } from './demo';
