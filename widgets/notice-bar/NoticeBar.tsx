import { NoticeBar as AdmNoticeBar } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { Notice, NoticeBarProps } from './props.schema';

const text = (notice: Notice) => (typeof notice === 'string' ? notice : (notice.content ?? notice.title ?? notice.name ?? ''));

export function NoticeBar({ props, data }: WidgetProps<NoticeBarProps, Notice[]>) {
  const content = toList<Notice>(data).map(text).filter(Boolean).join(props.separator);
  return <AdmNoticeBar content={content} color={props.color} speed={props.speed} />;
}
