import { Avatar, Button, Tag } from 'antd-mobile';
import { maskPhone } from '@/lib/mask';
import { Pressable } from '@/ui/pressable';
import type { WidgetProps } from '../types';
import { memberBadge } from './member-badge';
import type { UserCardProps } from './props.schema';

const box = { display: 'flex', alignItems: 'center', gap: 12, padding: '20px 16px', background: 'var(--adm-color-primary)', color: '#fff' } as const;
const avatar = <Avatar src="" style={{ '--size': '56px', '--border-radius': '50%' }} />;

export function UserCard({ props, onAction }: WidgetProps<UserCardProps>) {
  if (!props.loggedIn) {
    return (
      <div style={box}>
        {avatar}
        <div>
          <Button size="small" shape="rounded" onClick={() => onAction({ kind: 'login' })}>
            {props.loginText}
          </Button>
          <div style={{ fontSize: 12, marginTop: 6, opacity: 0.85 }}>{props.guestHint}</div>
        </div>
      </div>
    );
  }
  const badge = memberBadge(props.memberCardType);
  const { action } = props;
  return (
    <Pressable style={box} onPress={action ? () => onAction(action) : undefined}>
      {avatar}
      <div>
        <div style={{ fontSize: 18, fontWeight: 600 }}>{maskPhone(props.phone) || '已登录'}</div>
        <div style={{ marginTop: 6 }}>
          <Tag round color={badge ? 'warning' : 'default'}>{badge ?? '普通用户'}</Tag>
          {badge && props.memberExpireAt && <span style={{ fontSize: 12, marginLeft: 8 }}>有效期至 {props.memberExpireAt.slice(0, 10)}</span>}
        </div>
      </div>
    </Pressable>
  );
}
