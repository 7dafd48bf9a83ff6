import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { toList } from '../shared/list-data';
import type { WidgetProps } from '../types';
import { AddressItem } from './AddressItem';
import type { Address, AddressListProps } from './props.schema';
import './address-list.css';
import { EmptyView, ErrorView, LoadingView } from '../shared/load-states';
import { errorMessage } from '@/lib/error-message';

type View = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: Address[] };


export function AddressList({ props, onAction, state }: WidgetProps<AddressListProps>) {
  const [view, setView] = useState<View>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const editPath = props.editPath ?? '/my/address/edit';
  useEffect(() => {
    let live = true;
    state.request('AD001', {}, { silent: true }).then(
      (answer) => live && setView({ status: 'ready', list: toList<Address>(answer) }),
      (error: unknown) => live && setView({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [state, round]);
  const change = async (api: 'AD004' | 'AD005', id: number, done: string) => {
    try {
      setView({ status: 'ready', list: toList<Address>(await state.request(api, { id }, { loading: true })) });
      Toast.show({ content: done });
    } catch {
      // The gateway showed the server's message; the list stays as it was.
    }
  };
  const remove = async (a: Address) => {
    if (await Dialog.confirm({ title: '删除地址', content: `确定删除 ${a.name} 的收货地址吗？`, confirmText: '删除', cancelText: '取消' })) await change('AD005', a.id, '已删除');
  };
  const add = <Button block color="primary" size="large" onClick={() => onAction({ kind: 'navigate', to: editPath })}>新增收货地址</Button>;
  if (view.status === 'loading') return <LoadingView lines={4} />;
  if (view.status === 'error') return <ErrorView message={view.message} onRetry={() => { setView({ status: 'loading' }); setRound((n) => n + 1); }} />;
  return (
    <div className="qsh-address-list">
      {view.list.length === 0 ? (
        <EmptyView title="暂无收货地址" description="添加一个常用地址，下单更方便" />
      ) : (
        <ul>
          {view.list.map((a) => (
            <AddressItem key={a.id} address={a} onDefault={() => void change('AD004', a.id, '已设为默认地址')} onEdit={() => onAction({ kind: 'navigate', to: editPath, query: { id: String(a.id) } })} onDelete={() => void remove(a)} />
          ))}
        </ul>
      )}
      <div className="qsh-address-add">{add}</div>
    </div>
  );
}
