/**
 * Node only: antd-mobile as the preview renderers see it (build/prerender.ts and build/ssr-plugin.ts
 * resolve `antd-mobile` to this module; the browser bundle never includes it). The same components,
 * except Image, drawn as it looks once loaded (server-image.tsx): antd's keeps its `<img>` hidden
 * until a load event that HTML drawn for a preview never gets.
 */
export * from 'antd-mobile/es/index.js';
export { ServerImage as Image } from './server-image';
