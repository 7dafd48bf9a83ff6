import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { ConfigItem, DownloadCardProps, DownloadData } from './props.schema';

const linkOf = (data: DownloadData | undefined) => toList<ConfigItem>(data).find((c) => c.value)?.value;

export function DownloadCard({ props, data, onAction }: WidgetProps<DownloadCardProps, DownloadData>) {
  const url = linkOf(data) || props.url;
  const title = props.title;
  return (
    <div style={{ margin: 16, padding: '32px 20px', borderRadius: 16, background: '#fff', textAlign: 'center' }}>
      <div style={{ width: 72, height: 72, margin: '0 auto', borderRadius: 18, background: 'var(--adm-color-primary)', color: '#fff', fontSize: 36, lineHeight: '72px', fontWeight: 700 }} aria-hidden>
        {title.slice(0, 1)}
      </div>
      <h2 style={{ fontSize: 22, margin: '12px 0 4px' }}>{title}</h2>
      {props.slogan && <div style={{ color: 'var(--adm-color-weak)', fontSize: 14 }}>{props.slogan}</div>}
      <ul style={{ listStyle: 'none', padding: 0, margin: '20px 0', textAlign: 'left', display: 'inline-block' }}>
        {props.points.map((p) => (
          <li key={p} style={{ margin: '8px 0', fontSize: 14 }}>
            <CheckCircleFill style={{ color: 'var(--adm-color-primary)', marginRight: 6 }} />
            {p}
          </li>
        ))}
      </ul>
      <Button block color="primary" shape="rounded" size="large" disabled={!url} onClick={() => {
          if (url) onAction({ kind: 'openUrl', url, title });
        }}>
        {props.buttonText}
      </Button>
    </div>
  );
}
