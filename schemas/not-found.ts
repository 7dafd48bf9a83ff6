/**
 * The gateway's answers that name a record the request pointed at and that does not exist (or is
 * not the caller's): 订单 X 不存在, 商品 X 不存在, ... (docs/server.md, Business rspCodes). Asking
 * again cannot change them, so a page block that meets one says so with a way back, never 重试
 * (src/renderer/DataBlock.tsx). server/not-found-codes.test.ts keeps this list equal to the codes
 * the gateway throws with 不存在.
 */
export const NOT_FOUND_CODES: readonly string[] = ['2102', '2103', '2104', '2201', '2206', '2303', '2502', '2701', '2801', '2802', '2805', '2901', '2902', '3001', '3101', '3203', '3301', '3602', '3801', '3813'];
