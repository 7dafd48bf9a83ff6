import {
  BankcardOutline, BillOutline, CouponOutline, FileOutline, GiftOutline, KeyOutline, LockOutline, MessageOutline, PayCircleOutline,
  PhonebookOutline, QuestionCircleOutline, ReceiptOutline, SetOutline, ShopbagOutline, StarOutline, TeamOutline, UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType, SVGProps } from 'react';

import type { IconName } from './props.schema';

export const ICONS: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  order: ReceiptOutline, bill: BillOutline, bankcard: BankcardOutline, cardpwd: KeyOutline, points: StarOutline, balance: PayCircleOutline,
  coupon: CouponOutline, gift: GiftOutline, member: TeamOutline, phone: PhonebookOutline, message: MessageOutline, setting: SetOutline,
  privacy: LockOutline, account: UserOutline, service: QuestionCircleOutline, agreement: FileOutline, shop: ShopbagOutline,
};
