export { SignInBonus } from './SignInBonus';
export { propsSchema, dataSchema, meta, type SignInBonusProps, type SignInBonusInput, type SignInData } from './props.schema';
export { demo } from './demo';
