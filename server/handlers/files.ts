import { randomBytes } from 'node:crypto';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { demoIdentity } from '../domain/demo-ocr';
import { signedFileUrl } from '../domain/file-urls';
import { uid } from '../domain/users';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const BA004: Handler<'BA004'> = async (ctx) => {
  const data = ctx.req.base64.replace(/\s+/g, '');
  const size = Buffer.byteLength(data, 'base64');
  if (size === 0) throw new BizError('2301', '文件内容为空');
  if (size > MAX_UPLOAD_BYTES) throw new BizError('2302', '文件过大，最大 5 MB');
  const fileId = randomBytes(12).toString('hex');
  await ctx.db.query('INSERT INTO files (id, user_id, file_name, content_type, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    fileId, uid(ctx), ctx.req.fileName, ctx.req.contentType, data, ctx.now(),
  ]);
  // A short-lived signed URL: the app shows it in an <img>, which cannot send the appToken header.
  return { fileId, url: await signedFileUrl(ctx.db, fileId, ctx.now()) };
};

const UC004: Handler<'UC004'> = async (ctx) => {
  const [file] = await ctx.db.query<{ data: string; file_name: string }>('SELECT data, file_name FROM files WHERE id = $1 AND user_id = $2', [ctx.req.fileId, uid(ctx)]);
  if (!file) throw new BizError('2303', '图片不存在，请重新上传');
  const who = demoIdentity(file.data, file.file_name, ctx.now());
  if (ctx.req.side === 'BACK') return { side: 'BACK', issuedBy: who.issuedBy, validPeriod: who.validPeriod };
  return { side: 'FRONT', name: who.name, idNo: who.idNo, gender: who.gender, nation: who.nation, birthDate: who.birthDate, address: who.address };
};

export const fileHandlers = { BA004, UC004 };
