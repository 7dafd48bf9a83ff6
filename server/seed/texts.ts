import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';
import { AGREEMENTS } from './agreements';

const UPDATE_NOTES = '<p>3.1.0 版本更新：</p><ul><li>新增会员年卡专享价</li><li>账单还款体验优化</li><li>修复已知问题</li></ul>';

/** Agreements, app config, app versions and broadcast messages. */
export async function seedTexts(q: Queryable, now: number): Promise<void> {
  await insertRows(q, 'agreements', AGREEMENTS);
  await insertRows(q, 'app_config', [
    { key: 'customer_service_url', value: '/iframe-view/chatlink?groupid=1001', description: '在线客服入口' },
    { key: 'customer_service_phone', value: '400-800-1234', description: '客服热线' },
    { key: 'customer_service_chat_url', value: '/demo/chat.html', description: '在线客服会话页（app 追加 groupid；路径按应用自身域名解析，正式环境填客服系统的 https 地址）' },
    { key: 'recycle_url', value: 'https://recycle.example.com/qsh', description: '手机回收合作方页面' },
    { key: 'download_url_official', value: 'https://download.example.com/qsh/official.apk', description: '正式版下载地址' },
    { key: 'download_url_verify', value: 'https://download.example.com/qsh/verify.apk', description: '审核版下载地址' },
    { key: 'default_channel', value: 'C004', description: '默认渠道' },
    { key: 'min_installment_amount', value: '100000', description: '最低分期金额（分），即 1000 元' },
    { key: 'member_popup', value: 'Y', description: '首页是否弹出会员开通提示' },
  ]);
  await insertRows(q, 'app_versions', [
    { os_type: 'ANDROID', version_name: 'v3.1.0', version_num: 310, necessary: 'N', content: UPDATE_NOTES, download_url: 'https://download.example.com/qsh/official.apk' },
    { os_type: 'IOS', version_name: 'v3.1.0', version_num: 310, necessary: 'N', content: UPDATE_NOTES, download_url: 'https://apps.apple.com/cn/app/id0000000000' },
  ]);
  await insertRows(q, 'messages', [
    { user_id: null, title: '系统升级通知', content: '为提升服务质量，系统将于本周六 02:00-04:00 升级维护，期间部分功能暂不可用。', msg_type: 'SYSTEM', is_read: false, created_at: now - 86400000 * 3 },
    { user_id: null, title: '会员年卡限时特惠', content: '年卡限时 204 元，尊享会员价、每月免息券等多项权益。', msg_type: 'ACTIVITY', is_read: false, created_at: now - 86400000 },
  ]);
}
