import { List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useStores } from '@/stores/context';
import { SetPassword } from '@widgets/shared/set-password';
import type { WidgetProps } from '../types';
import type { AccountData, AccountInfoProps } from './props.schema';
import { ListRow } from '@/ui/list-row';

/** 账户与安全: what UC013 says, each row leading where the user would change it. */
export function AccountInfo({ props, data, onAction, state }: WidgetProps<AccountInfoProps, AccountData>) {
  const { user } = useStores();
  const [settingPassword, setSettingPassword] = useState(false);
  if (!data) return null;
  const go = (to: string) => () => onAction({ kind: 'navigate', to });
  const verified = data.verified === 'Y';
  const hasPassword = data.hasPayPassword === 'Y';
  return (
    <>
      <List header="账户信息">
        <List.Item extra={data.maskedPhone}>手机号</List.Item>
        {verified ? (
          <>
            <List.Item extra={`${data.name ?? ''}（已认证）`}>实名认证</List.Item>
            <List.Item extra={data.maskedIdNo}>身份证号</List.Item>
          </>
        ) : (
          <ListRow extra="未认证" onPress={go(props.verifyPath)}>实名认证</ListRow>
        )}
        <ListRow extra={`${data.addressCount}个`} onPress={go(props.addressPath)}>收货地址</ListRow>
        <ListRow extra={`${data.bankCardCount}张`} onPress={go(props.bankCardPath)}>银行卡</ListRow>
      </List>
      <List header="安全">
        <ListRow extra={hasPassword ? '已设置' : '未设置'} onPress={() => setSettingPassword(true)}>
          {hasPassword ? '修改支付密码' : '设置支付密码'}
        </ListRow>
        <ListRow onPress={go(props.cancelPath)}>注销账户</ListRow>
      </List>
      <SetPassword
        visible={settingPassword}
        phone={user.info?.phone}
        request={state.request}
        changing={hasPassword}
        onClose={() => setSettingPassword(false)}
        onSet={() => {
          setSettingPassword(false);
          Toast.show({ content: hasPassword ? '支付密码已修改' : '支付密码已设置' });
          state.reload();
        }}
      />
    </>
  );
}
