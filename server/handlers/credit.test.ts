import { beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, PNG_1PX, type InProcess } from '../testing/harness';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

describe('credit activation', () => {
  it('refuses a minor (demo OCR trick: file name containing "minor")', async () => {
    const token = await t.login('13655550001');
    const file = await t.ok('BA004', { fileName: 'minor-front.png', contentType: 'image/png', base64: PNG_1PX }, token);
    const ocr = await t.ok('UC004', { side: 'FRONT', fileId: file.fileId }, token);
    const env = await t.call({ apiCode: 'CR001', frontFileId: file.fileId, backFileId: file.fileId, name: ocr.name, idNo: ocr.idNo }, token);
    expect(env).toMatchObject({ rspCode: '2402', rspMsg: expect.stringContaining('18') });
  });
  it('refuses a wrong check digit and the personal-info step before the ID step', async () => {
    const token = await t.login('13655550002');
    const file = await t.ok('BA004', { fileName: 'a.png', contentType: 'image/png', base64: PNG_1PX }, token);
    const env = await t.call({ apiCode: 'CR001', frontFileId: file.fileId, backFileId: file.fileId, name: '王伟', idNo: '110105194912310021' }, token);
    expect(env).toMatchObject({ rspCode: '2401', rspMsg: expect.stringContaining('idNo') });
    const info = await t.call({ apiCode: 'CR002', education: 1, occupationType: 1, industry: 1, annualIncome: 1, housingStatus: 1, maritalStatus: 1, contact1: { name: 'a', phone: '13700000001', relation: 'PARENT' }, contact2: { name: 'b', phone: '13700000002', relation: 'FRIEND' } }, token);
    expect(info.rspCode).toBe('2406');
  });
  it('grants a limit at FINISH and shows it in the limit calls', async () => {
    const token = await t.activate('13655550003');
    expect((await t.ok('SF003', {}, token)).flow).toBe('FINISH');
    const limit = await t.ok('CR003', {}, token);
    expect(limit).toMatchObject({ status: 'ACTIVE', used: 0, available: limit.creditLimit });
    expect((await t.ok('CR005', {}, token)).list[0]).toMatchObject({ kind: 'GRANT', change: limit.creditLimit });
  });
  it('the INFO demo user goes straight to personal info', async () => {
    const token = await t.login('13900000000');
    expect((await t.ok('SF003', {}, token)).flow).toBe('INFO');
  });
});

describe('sms login', () => {
  it('limits codes to one per 60 s and rejects a wrong code', async () => {
    const sms = await t.ok('BA002', { phone: '13655550009' });
    expect((await t.call({ apiCode: 'BA002', phone: '13655550009' })).rspCode).toBe('2003');
    const wrong = sms.devCode === '000000' ? '111111' : '000000';
    expect((await t.call({ apiCode: 'BA003', phone: '13655550009', smsCode: wrong })).rspCode).toBe('2001');
    expect((await t.call({ apiCode: 'BA003', phone: '13655550009', smsCode: sms.devCode })).rspCode).toBe('0000');
  });
});
