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
}

export interface Sample<C extends ApiCode> {
  as?: 'fresh' | 'active';
  req: (f: Fixtures) => ApiRequest<C>;
}

/** One valid request per apiCode, run in apiCode order (CR001 before CR002 on the fresh user). */
export const samples: { [C in ApiCode]: Sample<C> } = {
  BA002: { req: () => ({ phone: '13611112222' }) },
  BA003: { req: () => ({ phone: '13611113333', smsCode: '000000' }) },
  BA004: { as: 'fresh', req: () => ({ fileName: 'id.png', contentType: 'image/png', base64: PNG_1PX }) },
  BA006: { req: () => ({ position: 'HOME_BANNER' }) },
  BA007: { req: () => ({ adId: 1 }) },
  BA009: { as: 'active', req: () => ({}) },
  BA011: { req: () => ({ osType: 'ANDROID' }) },
  BA012: { req: () => ({ objectType: 'PRODUCT', objectId: 'P_H5_LOAN', userId: 'u1', visitType: 'UV' }) },
  BA015: { req: () => ({ appNative: 'N' }) },
  BA019: { req: () => ({}) },
  CR001: { as: 'fresh', req: (f) => ({ frontFileId: f.frontFileId, backFileId: f.backFileId, name: f.ocrName, idNo: f.ocrIdNo }) },
  CR002: {
    as: 'fresh',
    req: () => ({
      education: 1, occupationType: 6, industry: 22, annualIncome: 6, housingStatus: 4, maritalStatus: 4,
      contact1: { name: '赵敏', phone: '13700000011', relation: 'SPOUSE' }, contact2: { name: '孙杰', phone: '13700000012', relation: 'CLASSMATE' },
    }),
  },
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
