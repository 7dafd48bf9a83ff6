export { DownloadCard } from './DownloadCard';
export { propsSchema, meta, type DownloadCardProps, type DownloadCardInput, type DownloadData } from './props.schema';
export { demo } from './demo';
