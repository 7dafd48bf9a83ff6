import { NoticeBar as AdmNoticeBar } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import { useReducedMotion } from '@/ui/use-reduced-motion';
import type { WidgetProps } from '../types';
import type { Notice, NoticeBarProps } from './props.schema';

const text = (notice: Notice) => (typeof notice === 'string' ? notice : (notice.content ?? notice.title ?? notice.name ?? ''));

export function NoticeBar({ props, data }: WidgetProps<NoticeBarProps, Notice[]>) {
  const content = toList<Notice>(data).map(text).filter(Boolean).join(props.separator);
  // A customer who asked for less motion gets the notices standing still, on as many lines as
  // they need: a line that does not scroll would otherwise stay cut at the bar's edge.
  const still = useReducedMotion();
  return <AdmNoticeBar content={content} color={props.color} speed={props.speed} wrap={still} />;
}
