export { Banner } from './Banner';
export { propsSchema, meta, type BannerProps, type BannerInput, type BannerAd } from './props.schema';
export { demo } from './demo';
