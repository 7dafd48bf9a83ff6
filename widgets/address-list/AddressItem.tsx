import { Button, Tag } from 'antd-mobile';
import { Checkbox } from '@/ui/checkbox';
import type { Address } from './props.schema';
import { SwipeCell } from '@/ui/swipe-cell';

/** Props of one address card. */
export interface AddressItemProps {
  address: Address;
  onDefault(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One address card. Swiping it left reveals 删除, a shortcut for the visible 删除 button. */
export function AddressItem({ address: a, onDefault, onEdit, onDelete }: AddressItemProps) {
  const isDefault = a.isDefault === 'Y';
  const swipeDelete = (
    <button type="button" className="qsh-address-swipe-delete" onClick={onDelete}>
      删除
    </button>
  );
  return (
    <li className="qsh-address">
      <SwipeCell className="qsh-address-swipe" actions={swipeDelete}>
        <div className="qsh-address-card">
          <div className="qsh-address-who">
            <span className="qsh-address-name">{a.name}</span>
            <span>{a.tel}</span>
            {isDefault ? <Tag color="primary" fill="outline">默认</Tag> : null}
          </div>
          <div className="qsh-address-where">{`${a.province}${a.city === a.province ? '' : a.city}${a.county} ${a.addressDetail}`}</div>
          <div className="qsh-address-actions">
            <Checkbox checked={isDefault} disabled={isDefault} onChange={(checked) => checked && onDefault()}>
              {isDefault ? '默认地址' : '设为默认'}
            </Checkbox>
            <span>
              <Button size="mini" fill="none" onClick={onEdit} aria-label={`编辑 ${a.name} 的地址`}>编辑</Button>
              <Button size="mini" fill="none" color="danger" onClick={onDelete} aria-label={`删除 ${a.name} 的地址`}>删除</Button>
            </span>
          </div>
        </div>
      </SwipeCell>
    </li>
  );
}
