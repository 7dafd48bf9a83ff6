/** The widget registry's virtual module ids (build/widget-registry-plugin.ts). */
export const REGISTRY_ID = 'virtual:widget-registry';
export const CHUNK_PREFIX = 'virtual:widget-chunk/';

/** Module id of a widget's chunk once resolved (the built chunk's facadeModuleId). */
export const widgetChunkId = (type: string) => `\0${CHUNK_PREFIX}${type}`;
