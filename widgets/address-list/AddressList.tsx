import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import { AddressItem } from './AddressItem';
import type { Address, AddressListProps } from './props.schema';
import './address-list.css';
import { EmptyView, ErrorView, LoadingView } from '@/ui/load-states';
import { useConfirm } from '@widgets/shared/use-confirm';
import { useLoad } from '@widgets/shared/use-load';

export function AddressList({ props, onAction, state }: WidgetProps<AddressListProps>) {
  const confirm = useConfirm();
  const { state: loaded, retry } = useLoad('AD001', async () => toList<Address>(await state.request('AD001', {}, { silent: true })));
  // The list AD004/AD005 answered replaces the loaded one. AD001 only runs again on 重试 after
  // an error, before any change could be made, so the loaded list never outdates this one.
  const [changed, setChanged] = useState<Address[]>();
  const editPath = props.editPath;
  const change = async (api: 'AD004' | 'AD005', id: number, done: string) => {
    try {
      setChanged(toList<Address>(await state.request(api, { id }, { loading: true })));
      Toast.show({ content: done });
    } catch {
      // The gateway showed the server's message; the list stays as it was.
    }
  };
  const remove = async (a: Address) => {
    if (await confirm({ title: '删除地址', content: `确定删除 ${a.name} 的收货地址吗？`, confirmText: '删除', cancelText: '取消' })) await change('AD005', a.id, '已删除');
  };
  const add = <Button block color="primary" size="large" onClick={() => onAction({ kind: 'navigate', to: editPath })}>新增收货地址</Button>;
  if (loaded.status === 'idle' || loaded.status === 'loading') return <LoadingView lines={4} />;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={retry} />;
  const list = changed ?? loaded.data;
  return (
    <div className="qsh-address-list">
      {list.length === 0 ? (
        <EmptyView title="暂无收货地址" description="添加一个常用地址，下单更方便" />
      ) : (
        <ul>
          {list.map((a) => (
            <AddressItem key={a.id} address={a} onDefault={() => void change('AD004', a.id, '已设为默认地址')} onEdit={() => onAction({ kind: 'navigate', to: editPath, query: { id: String(a.id) } })} onDelete={() => void remove(a)} />
          ))}
        </ul>
      )}
      <div className="qsh-address-add">{add}</div>
    </div>
  );
}
