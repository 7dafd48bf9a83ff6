export { CardSecretList } from './CardSecretList';
export { propsSchema, dataSchema, meta, type CardSecretListProps, type CardSecretListInput, type CardSecrets, type CardSecret } from './props.schema';
export { demo } from './demo';
