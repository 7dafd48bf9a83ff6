import { Button, List, SafeArea, Space, Tag } from 'antd-mobile';
import { formatPrice } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { DetailProduct, ProductDetailProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';

const range = (p: DetailProduct) => (p.minAmount !== undefined && p.maxAmount !== undefined ? `${formatPrice(p.minAmount)}元 - ${formatPrice(p.maxAmount)}元` : undefined);

export function ProductDetail({ props, data, onAction }: WidgetProps<ProductDetailProps, DetailProduct>) {
  if (!data) return null;
  // A JOIN product's own action is "open its detail": from the detail page, applying registers with the partner (SF204, as JOIN_ONLY).
  const type = props.applyAs ?? (data.type === 'JOIN' ? 'JOIN_ONLY' : data.type);
  const apply = () => onAction({ kind: 'product', product: type === data.type ? data : { ...data, type } });
  const amount = range(data);
  return (
    <div style={{ paddingBottom: 72 }}>
      {data.image && <SafeImage src={data.image} alt={data.name ?? '产品'} height={160} fit="cover" />}
      <div style={{ padding: 16, background: '#fff' }}>
        <div style={{ fontSize: 20, fontWeight: 600 }}>{data.name}</div>
        {data.tags && data.tags.length > 0 && (
          <Space wrap style={{ marginTop: 8 }}>
            {data.tags.map((t) => <Tag key={t} color="primary" fill="outline">{t}</Tag>)}
          </Space>
        )}
      </div>
      <List style={{ marginTop: 8 }}>
        {amount && <List.Item extra={amount}>申请额度</List.Item>}
        {data.periods && data.periods.length > 0 && <List.Item extra={data.periods.map((n) => `${n}期`).join(' / ')}>分期期数</List.Item>}
        {data.isCredit === 'Y' && <List.Item extra="需先完成授信">授信要求</List.Item>}
      </List>
      {data.description && <div style={{ padding: 16, marginTop: 8, background: '#fff', fontSize: 14, lineHeight: 1.6, color: 'var(--adm-color-text-secondary)' }}>{data.description}</div>}
      <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: '8px 16px', background: '#fff', zIndex: 10 }}>
        <Button block color="primary" shape="rounded" size="large" onClick={apply}>
          {props.buttonText}
        </Button>
        <SafeArea position="bottom" />
      </div>
    </div>
  );
}
