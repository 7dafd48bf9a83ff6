export { CardSecretResult } from './CardSecretResult';
export { copyText } from './copy-text';
export { propsSchema, meta, type CardSecretResultProps, type CardSecretResultInput } from './props.schema';
export { demo } from './demo';
