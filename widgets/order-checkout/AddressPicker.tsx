import { Button, List, Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { CheckoutAddress } from './props.schema';
import { ListRow } from '@/ui/list-row';

const line = (a: CheckoutAddress) => `${a.province}${a.city}${a.county} ${a.addressDetail}`;

export interface AddressPickerProps {
  addresses: CheckoutAddress[];
  value: number | undefined;
  onChange: (id: number) => void;
  onAdd: () => void;
}

/** The delivery address of a checkout: the chosen one, a list to choose another, and 新增收货地址. */
export function AddressPicker({ addresses, value, onChange, onAdd }: AddressPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = addresses.find((a) => a.id === value);
  if (!chosen) {
    return (
      <List header="收货地址">
        <ListRow onPress={onAdd} description="下单前请先添加收货地址">新增收货地址</ListRow>
      </List>
    );
  }
  return (
    <>
      <List header="收货地址">
        <ListRow onPress={() => setOpen(true)} description={line(chosen)} aria-label="更换收货地址">
          {`${chosen.name} ${chosen.tel}`}
        </ListRow>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '70vh', overflowY: 'auto' }}>
        <div role="dialog" aria-label="选择收货地址">
          <List header="选择收货地址">
            {addresses.map((a) => (
              <ListRow
                key={a.id}
                description={line(a)}
                extra={a.id === value ? <CheckOutline aria-label="已选" style={{ color: 'var(--adm-color-primary)' }} /> : null}
                arrowIcon={false}
                onPress={() => { onChange(a.id); setOpen(false); }}
              >
                {`${a.name} ${a.tel}`}{a.isDefault === 'Y' ? '（默认）' : ''}
              </ListRow>
            ))}
          </List>
          <div style={{ padding: 12 }}>
            <Button block color="primary" onClick={() => { setOpen(false); onAdd(); }}>新增收货地址</Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
