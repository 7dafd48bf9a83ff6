import { createHash } from 'node:crypto';
import { checkDigit } from './id-card';
import { dayOf, DAY_MS } from './time';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英'];
const REGIONS = [
  { code: '110105', address: '北京市朝阳区建国路88号', issuedBy: '北京市公安局朝阳分局' },
  { code: '310104', address: '上海市徐汇区漕溪北路398号', issuedBy: '上海市公安局徐汇分局' },
  { code: '440305', address: '广东省深圳市南山区科技园南区', issuedBy: '深圳市公安局南山分局' },
  { code: '330106', address: '浙江省杭州市西湖区文三路259号', issuedBy: '杭州市公安局西湖分局' },
];

export interface DemoIdentity {
  name: string;
  idNo: string;
  gender: '男' | '女';
  nation: string;
  birthDate: string;
  address: string;
  issuedBy: string;
  validPeriod: string;
}

/**
 * Deterministic demo OCR: the identity is derived from the SHA-256 of file name and image, so the same upload
 * always reads the same. Adults are born 1970-2000. Trick for testing refusal: a file name containing
 * "minor" reads as a 16-year-old.
 */
export function demoIdentity(data: string, fileName: string, now: number): DemoIdentity {
  const h = createHash('sha256').update(`${fileName}|${data}`).digest();
  const byte = (i: number) => h[i] ?? 0;
  const region = REGIONS[byte(0) % REGIONS.length] ?? REGIONS[0]!;
  const birthDate = /minor/i.test(fileName)
    ? dayOf(now - 16 * 365.25 * DAY_MS)
    : `${1970 + (byte(1) % 31)}-${String(1 + (byte(2) % 12)).padStart(2, '0')}-${String(1 + (byte(3) % 28)).padStart(2, '0')}`;
  const seq = String(byte(4) % 100).padStart(2, '0');
  const genderDigit = byte(5) % 10;
  const first17 = `${region.code}${birthDate.replace(/-/g, '')}${seq}${genderDigit}`;
  const gender = genderDigit % 2 === 1 ? '男' : '女';
  const name = `${SURNAMES[byte(6) % SURNAMES.length]}${GIVEN[byte(7) % GIVEN.length]}`;
  const from = 2016 + (byte(8) % 8);
  return {
    name, idNo: `${first17}${checkDigit(first17)}`, gender, nation: '汉', birthDate, address: region.address,
    issuedBy: region.issuedBy, validPeriod: `${from}.03.15-${from + 20}.03.15`,
  };
}
