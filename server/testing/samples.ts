import type { ApiCode, ApiRequest } from '../../schemas/api/contract.gen';
import { PNG_1PX } from './harness';

/** Tokens and ids the contract test prepares before running the samples. */
export interface Fixtures {
  /** A new user at flow IDCARD with two uploads. */
  fresh: string;
  /** A new user at flow FINISH. */
  active: string;
  frontFileId: string;
  backFileId: string;
  ocrName: string;
  ocrIdNo: string;
  /** Of the active user: an unpaid goods order, another to cancel, a paid equity order, an unpaid bill, a pre-order, an address and a bank card. */
  orderId: string;
  cancelOrderId: string;
  equityOrderId: string;
  billId: number;
  preOrderId: string;
  addressId: number;
  bankCardId: number;
  spareCardId: number;
  secretCardId: number;
  topupOrderId: string;
  loanId: string;
  /** A FINISH user whose loan is approved (CASH-USE); a user with nothing open who may cancel; a second session of the active user. */
  loaner: string;
  quitter: string;
  logout: string;
}

/** SMS code planted for BK002's reserved phone, the active user (CP004) and the quitter (UC011). */
export const PLANTED_SMS = '246810';
export const RESERVED_PHONE = '13633334444';

export type As = 'fresh' | 'active' | 'loaner' | 'quitter' | 'logout';

export interface Sample<C extends ApiCode> {
  as?: As;
  req: (f: Fixtures) => ApiRequest<C>;
}

/** One valid request per apiCode, run in apiCode order (CR001 before CR002 on the fresh user). */
export const samples: { [C in ApiCode]: Sample<C> } = {
  AC001: { as: 'active', req: () => ({ lotteryId: 1 }) },
  AC002: { as: 'active', req: () => ({ lotteryId: 1, idempotencyKey: 'contract-ac002' }) },
  AC003: { as: 'active', req: () => ({ lotteryId: 1 }) },
  AC004: { as: 'active', req: () => ({ batch: 'NEW_USER' }) },
  AC005: { as: 'active', req: () => ({ templateId: 11 }) },
  AC006: { req: () => ({ ids: 'SPU1008,SPU1001' }) },
  AD001: { as: 'active', req: () => ({}) },
  AD002: { as: 'active', req: () => ({ name: '周杰', tel: '13700000003', province: '浙江省', city: '杭州市', county: '西湖区', areaCode: '330106', postalCode: '310012', addressDetail: '文三路259号', isDefault: 'N' }) },
  AD003: { as: 'active', req: (f) => ({ id: f.addressId, name: '测试', tel: '13700000000', province: '上海市', city: '上海市', county: '徐汇区', country: '中国', areaCode: '310104', postalCode: '200030', addressDetail: '漕溪北路2号', isDefault: 'Y' }) },
  AD004: { as: 'active', req: (f) => ({ id: f.addressId }) },
  AD005: { as: 'active', req: (f) => ({ id: f.addressId + 1 }) },
  BK001: { as: 'active', req: () => ({}) },
  BK002: { as: 'active', req: () => ({ cardNo: '6222021234567890128', phone: RESERVED_PHONE, smsCode: PLANTED_SMS }) },
  BK003: { as: 'active', req: (f) => ({ cardId: f.spareCardId }) },
  BM001: { as: 'active', req: () => ({}) },
  CL001: { as: 'active', req: () => ({}) },
  CL002: { as: 'active', req: () => ({ productId: 'P_CASH_SXG', amount: 100000, periods: 6, purpose: 'TRAVEL', idempotencyKey: 'contract-cl002' }) },
  CL003: { as: 'active', req: () => ({}) },
  CL004: { as: 'active', req: () => ({}) },
  CL005: { as: 'loaner', req: (f) => ({ loanId: f.loanId, idempotencyKey: 'contract-cl005' }) },
  CP001: { as: 'active', req: () => ({ cardKind: 'JD' }) },
  CP002: { as: 'active', req: (f) => ({ cardId: f.secretCardId, payPassword: '135790' }) },
  CP003: { as: 'active', req: () => ({}) },
  CP004: { as: 'active', req: () => ({ payPassword: '135790', smsCode: PLANTED_SMS }) },
  GD001: { req: () => ({}) },
  GD002: { req: () => ({ categoryId: 1 }) },
  GD003: { as: 'active', req: () => ({ spuId: 'SPU1001' }) },
  GD004: { req: () => ({}) },
  GD005: { req: () => ({ regionType: 'FARMERS' }) },
  TP001: { req: () => ({}) },
  TP002: { as: 'active', req: () => ({ phone: '13700000009', productId: 2, idempotencyKey: 'contract-tp002' }) },
  TP003: { as: 'active', req: (f) => ({ orderId: f.topupOrderId }) },
  UC011: { as: 'quitter', req: () => ({ smsCode: PLANTED_SMS, reason: '不再使用' }) },
  UC012: { as: 'logout', req: () => ({}) },
  UC013: { as: 'active', req: () => ({}) },
  UC014: { as: 'active', req: () => ({}) },
  BA002: { req: () => ({ phone: '13611112222' }) },
  BA003: { req: () => ({ phone: '13611113333', smsCode: '000000' }) },
  BA004: { as: 'fresh', req: () => ({ fileName: 'id.png', contentType: 'image/png', base64: PNG_1PX }) },
  BA006: { req: () => ({ position: 'HOME_BANNER' }) },
  BA007: { req: () => ({ adId: 1 }) },
  BA009: { as: 'active', req: () => ({}) },
  BA011: { req: () => ({ osType: 'ANDROID' }) },
  BA012: { req: () => ({ objectType: 'PRODUCT', objectId: 'P_H5_LOAN', userId: 'u1', visitType: 'UV' }) },
  BA015: { req: () => ({ appNative: 'N' }) },
  BA030: { req: () => ({ reports: [{ route: '/', pointer: '/blocks/0', message: 'unknown widget type "x"', clientTime: 1750000000000 }], appVersion: '3.1.0' }) },
  BA019: { req: () => ({}) },
  CR001: { as: 'fresh', req: (f) => ({ frontFileId: f.frontFileId, backFileId: f.backFileId, name: f.ocrName, idNo: f.ocrIdNo }) },
  CR002: {
    as: 'fresh',
    req: () => ({
      education: 1, occupationType: 6, industry: 22, annualIncome: 6, housingStatus: 4, maritalStatus: 4,
      contact1: { name: '赵敏', phone: '13700000011', relation: 'SPOUSE' }, contact2: { name: '孙杰', phone: '13700000012', relation: 'CLASSMATE' },
    }),
  },
  BL001: { as: 'active', req: () => ({ status: 'ALL' }) },
  BL002: { as: 'active', req: (f) => ({ billId: f.billId }) },
  BL003: { as: 'active', req: (f) => ({ billIds: [f.billId], payType: 'WECHATPAY', idempotencyKey: 'contract-bl003' }) },
  CS001: { as: 'active', req: (f) => ({ orderId: f.orderId }) },
  CS002: { as: 'active', req: (f) => ({ orderId: f.orderId, payType: 'QUICKPAY', bankCardId: f.bankCardId, payPassword: '135790', idempotencyKey: 'contract-cs002' }) },
  CS003: { as: 'active', req: (f) => ({ orderId: f.orderId }) },
  CU001: { as: 'active', req: () => ({}) },
  EQ001: { req: () => ({ variant: 'verify' }) },
  EQ002: { as: 'active', req: () => ({ equityId: 3, idempotencyKey: 'contract-eq002' }) },
  EQ003: { as: 'active', req: () => ({}) },
  EQ004: { as: 'active', req: (f) => ({ orderId: f.equityOrderId, reason: '不想要了' }) },
  MB001: { as: 'active', req: () => ({}) },
  MB002: { as: 'active', req: () => ({ cardType: 'QUARTER_CARD', idempotencyKey: 'contract-mb002' }) },
  OT001: { as: 'active', req: () => ({}) },
  OT002: { as: 'active', req: (f) => ({ amount: 100, bankCardId: f.bankCardId, payPassword: '135790', idempotencyKey: 'contract-ot002' }) },
  OT003: { as: 'active', req: () => ({ amount: 10000, idempotencyKey: 'contract-ot003' }) },
  OT004: { as: 'active', req: () => ({ kind: 'RECHARGE' }) },
  OT005: { as: 'active', req: () => ({ points: 100, idempotencyKey: 'contract-ot005' }) },
  BN001: { as: 'active', req: () => ({}) },
  BN002: { as: 'active', req: () => ({}) },
  PT001: { as: 'active', req: () => ({}) },
  PT002: { as: 'active', req: () => ({}) },
  PT003: { req: () => ({}) },
  PT004: { as: 'active', req: () => ({ itemId: 1, idempotencyKey: 'contract-pt004' }) },
  SF201: { as: 'active', req: () => ({ productId: 'P_FORM_APPLIANCE', amount: 300000, periods: 6 }) },
  SF202: { as: 'active', req: (f) => ({ spuId: 'SPU1006', quantity: 2, addressId: f.addressId, idempotencyKey: 'contract-sf202' }) },
  SF203: { as: 'active', req: (f) => ({ preOrderId: f.preOrderId, idempotencyKey: 'contract-sf203' }) },
  SF204: { as: 'active', req: () => ({ id: 'P_JOIN_ONLY_GIFT' }) },
  SF205: { as: 'active', req: () => ({ pageNum: 1, pageSize: 20 }) },
  SF206: { as: 'active', req: (f) => ({ orderId: f.orderId }) },
  SF207: { as: 'active', req: (f) => ({ orderId: f.cancelOrderId }) },
  CR003: { as: 'active', req: () => ({}) },
  CR004: { as: 'active', req: () => ({}) },
  CR005: { as: 'active', req: () => ({ pageNum: 1, pageSize: 5 }) },
  MM004: { req: () => ({ position: 'HOME' }) },
  MM006: { as: 'active', req: () => ({}) },
  MS007: { req: () => ({ keyword: '分期' }) },
  PD001: { req: () => ({ position: 'RECOMMEND' }) },
  PD002: { req: () => ({ productId: 'P_FORM_APPLIANCE' }) },
  SF003: { as: 'active', req: () => ({}) },
  UC004: { as: 'fresh', req: (f) => ({ side: 'BACK', fileId: f.backFileId }) },
  UC010: { req: () => ({ key: 'privacy' }) },
};
