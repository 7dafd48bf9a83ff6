export { CardSecretLog } from './CardSecretLog';
export { propsSchema, dataSchema, meta, type CardSecretLogProps, type CardSecretLogInput, type RetrieveLogPage } from './props.schema';
export { demo } from './demo';
