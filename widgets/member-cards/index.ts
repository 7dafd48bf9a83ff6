export { MemberCards, CARD_LABEL, sortCards } from './MemberCards';
export { propsSchema, dataSchema, meta, type MemberCardsProps, type MemberCardsInput, type MemberCardsData } from './props.schema';
export { demo } from './demo';
