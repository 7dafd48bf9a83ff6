export { createGateway, isWriteApi, GATEWAY_PATH, DEFAULT_TIMEOUT_MS } from './create-gateway';
export type { GatewayOptions } from './create-gateway';
export { buildGatewayHeaders, DEFAULT_CHANNEL } from './headers';
export type { GatewayHeaderSource } from './headers';
export { POINTS_FROZEN_CODE, BILL_OVERDUE_CODE } from './catalogue';
export * from './types';
