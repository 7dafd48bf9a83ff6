import type { ApiResponse } from '../../schemas/api/contract.gen';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';

const BA015: Handler<'BA015'> = async ({ db }) => {
  const rows = await db.query<{ name: string; url: string; icon: string; active_icon: string; id: number }>(
    'SELECT id, name, url, icon, active_icon FROM tabbar ORDER BY id',
  );
  return {
    list: rows.map((r) => ({ name: r.name, url: r.url, ...(r.icon ? { icon: r.icon } : {}), ...(r.active_icon ? { activeIcon: r.active_icon } : {}), sort: r.id })),
  };
};

type Version = ApiResponse<'BA011'>;
const BA011: Handler<'BA011'> = async ({ req, db }) => {
  const [row] = await db.query<{ version_name: string; version_num: number; necessary: Version['necessary']; content: string; download_url: string }>(
    'SELECT version_name, version_num, necessary, content, download_url FROM app_versions WHERE os_type = $1',
    [req.osType],
  );
  if (!row) throw new BizError('2101', `暂无 ${req.osType} 版本信息`);
  return { versionName: row.version_name, versionNum: row.version_num, necessary: row.necessary, content: row.content, downloadUrl: row.download_url };
};

const BA019: Handler<'BA019'> = async ({ req, db }) => {
  const rows = req.key
    ? await db.query<{ key: string; value: string; description: string }>('SELECT key, value, description FROM app_config WHERE key = $1', [req.key])
    : await db.query<{ key: string; value: string; description: string }>('SELECT key, value, description FROM app_config ORDER BY key');
  if (req.key && rows.length === 0) throw new BizError('2102', `配置项 ${req.key} 不存在`);
  return { list: rows };
};

type AgreementKey = ApiResponse<'UC010'>['key'];
/** Agreements with a _verify form for the verify build (spec §9). */
const VERIFY_KEYS: Partial<Record<AgreementKey, AgreementKey>> = { privacy: 'privacy_verify', register: 'register_verify', member: 'member_verify' };

const UC010: Handler<'UC010'> = async ({ req, db }) => {
  const key = (req.variant === 'verify' ? VERIFY_KEYS[req.key] : undefined) ?? req.key;
  const [row] = await db.query<{ title: string; content: string }>('SELECT title, content FROM agreements WHERE key = $1', [key]);
  if (!row) throw new BizError('2103', `协议 ${key} 不存在`);
  return { key, title: row.title, content: row.content };
};

export const appConfigHandlers = { BA015, BA011, BA019, UC010 };
