import type { WidgetDemo } from '../demo-types';
import type { DownloadCardInput, DownloadData } from './props.schema';

export const demo: WidgetDemo<DownloadCardInput, DownloadData> = {
  props: { slogan: '额度高 · 审批快 · 分期购', points: ['最高 20 万额度', '会员专享价'] },
  data: { list: [{ key: 'download_url_official', value: 'https://download.example.com/qsh/official.apk', description: '正式版下载地址' }] },
  expect: { text: '立即下载' },
};
