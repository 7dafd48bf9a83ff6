import { Banner } from '@widgets/banner/Banner';
import { ButtonWidget } from '@widgets/button/ButtonWidget';
import { Card } from '@widgets/card/Card';
import { EntryGrid } from '@widgets/entry-grid/EntryGrid';
import { FunctionGrid } from '@widgets/function-grid/FunctionGrid';
import { Text } from '@widgets/text/Text';
import { UserCard } from '@widgets/user-card/UserCard';
import { common, mount, useAnswer } from './common';
import { listOf, post } from './gateway';

// The /my page (schemas/pages/my.json) for a guest, as plain React: its requests start at once.
const ads = post('BA006', { position: 'MY_BANNER' }).then(listOf);
const functions = post('MM004', { position: 'MY' });

const go = (to: string) => ({ kind: 'navigate' as const, to });
type Icon = 'order' | 'bill' | 'bankcard' | 'cardpwd' | 'points' | 'balance' | 'coupon' | 'gift' | 'member' | 'phone' | 'message' | 'service' | 'account' | 'privacy' | 'setting';
const entry = (text: string, icon: Icon, to: string) => ({ text, icon, action: go(to) });

function My() {
  const adList = useAnswer(ads);
  const functionData = useAnswer(functions);
  const functionList = listOf(functionData);
  return (
    <>
      <UserCard {...common} data={undefined} props={{ loggedIn: false, phone: '', memberCardType: 'NONE', memberExpireAt: '', action: go('/my/account'), loginText: '登录/注册', guestHint: '登录后享受更多权益' }} />
      <Card
        {...common}
        data={undefined}
        props={{ title: '我的额度' }}
        slots={[
          <Text key="t" {...common} data={undefined} props={{ text: '登录后查看额度，完成授信最高可得 20 万额度', color: 'weak', size: 'sm', align: 'left', bold: false }} />,
          <ButtonWidget key="b" {...common} data={undefined} props={{ text: '立即登录', size: 'middle', color: 'primary', fill: 'solid', block: true, shape: 'rounded', action: { kind: 'login', redirect: '/my' } }} />,
        ]}
      />
      <EntryGrid {...common} data={undefined} props={{ title: '我的订单与账单', layout: 'grid', columns: 4, items: [entry('我的订单', 'order', '/order-list'), entry('我的账单', 'bill', '/my/bill'), entry('银行卡', 'bankcard', '/my/bankcard'), entry('卡密', 'cardpwd', '/my/cardpwd')] }} />
      <EntryGrid {...common} data={undefined} props={{ title: '我的资产', layout: 'grid', columns: 4, items: [entry('积分', 'points', '/my/integral'), entry('余额', 'balance', '/my/otayonii'), entry('优惠券', 'coupon', '/my/coupon/list'), entry('礼包', 'gift', '/my/gift-bag')] }} />
      {adList && adList.length > 0 && <Banner {...common} data={adList as never} props={{ autoplay: true, interval: 3000, loop: true, height: 90, rounded: true }} />}
      <EntryGrid
        {...common}
        data={undefined}
        props={{
          title: '常用服务',
          layout: 'grid',
          columns: 4,
          items: [
            entry('会员中心', 'member', '/member'),
            entry('话费充值', 'phone', '/telephone'),
            entry('消息通知', 'message', '/message-notify'),
            { text: '在线客服', icon: 'service', action: { kind: 'navigate', to: '/iframe-view/chatlink', query: { groupid: '1001' } } },
            entry('每日签到', 'points', '/bonus/index'),
            entry('京东E卡', 'cardpwd', '/my/JDcard'),
            entry('黄金卡', 'cardpwd', '/my/GOLDcard'),
          ],
        }}
      />
      {functionData !== undefined && functionList.length > 0 && <FunctionGrid {...common} data={functionData as never} props={{ columns: 4, iconSize: 40 }} />}
      <EntryGrid {...common} data={undefined} props={{ layout: 'list', columns: 4, items: [entry('账户与安全', 'account', '/my/account'), entry('隐私中心', 'privacy', '/my/privacy/center'), entry('设置', 'setting', '/system-setting')] }} />
    </>
  );
}

mount(<My />);
