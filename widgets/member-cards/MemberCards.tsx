import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { cardPurchase, LOWER_CARD_MESSAGE, type CardPurchase } from '@schemas/member-cards';
import { EmptyView } from '@/ui/load-states';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import type { MemberCard, MemberCardsData, MemberCardsProps } from './props.schema';
import '@widgets/shared/assets.css';

/** 年卡会员 / 季卡会员 / 体验卡会员 by card type. */
export const CARD_LABEL: Record<string, string> = { YEAR_CARD: '年卡会员', QUARTER_CARD: '季卡会员', EXP_CARD: '体验卡会员' };

/** The cards in their sort order (spec: YEAR_CARD 1, QUARTER_CARD 2, EXP_CARD 3). */
export const sortCards = (list: readonly MemberCard[]) => [...list].sort((a, b) => a.sort - b.sort);

/**
 * The button's text by what buying the chosen card does (schemas/member-cards.ts); OPEN uses the
 * page's text. A button that goes on to the buy page invites (立即…); the one that places the order
 * confirms (确认…), so a member renewing does not meet the same words on two pages in a row.
 */
const BUTTON_TEXT: Record<'invite' | 'confirm', Record<Exclude<CardPurchase, 'OPEN'>, string>> = {
  invite: { RENEW: '立即续费', UPGRADE: '立即升级', LOWER: '不可购买' },
  confirm: { RENEW: '确认续费', UPGRADE: '确认升级', LOWER: '不可购买' },
};

/** What happens to the card in force, said under the rights; none when no card is in force. */
function purchaseNote(plan: CardPurchase, chosen: MemberCard, expireTime: string | undefined): string | undefined {
  const from = expireTime ? `在 ${expireTime.slice(0, 10)} 基础上` : '';
  if (plan === 'RENEW') return `续费后有效期${from}顺延 ${chosen.days} 天`;
  if (plan === 'UPGRADE') return `升级为${CARD_LABEL[chosen.cardType] ?? chosen.name}，当前剩余天数保留，有效期${from}顺延 ${chosen.days} 天`;
  if (plan === 'LOWER') return LOWER_CARD_MESSAGE;
  return undefined;
}

export function MemberCards({ props, data, onAction, state }: WidgetProps<MemberCardsProps, MemberCardsData>) {
  const cards = sortCards(data?.list ?? []);
  const [picked, setPicked] = useState<string>();
  const { busy, run } = useAttempt();
  const current = data?.current;
  const isMember = !!current && current.cardType !== 'NONE';
  const chosen = cards.find((c) => c.cardType === (picked ?? props.cardType)) ?? cards.find((c) => c.isDefault === 'Y') ?? cards[0];
  const inForce = isMember ? cards.find((c) => c.cardType === current.cardType) ?? { cardType: current.cardType, sort: Number.MAX_SAFE_INTEGER } : undefined;
  const plan = chosen ? cardPurchase(inForce, chosen) : 'OPEN';
  const note = chosen ? purchaseNote(plan, chosen, isMember ? current.expireTime : undefined) : undefined;

  const buy = async () => {
    if (!chosen || busy || plan === 'LOWER') return;
    if (props.buyPath) {
      onAction({ kind: 'navigate', to: props.buyPath, query: { cardType: chosen.cardType } });
      return;
    }
    try {
      const order = (await run(chosen.cardType, (idempotencyKey) => state.request(props.api, { cardType: chosen.cardType }, { idempotencyKey, loading: true }))) as { orderId?: string } | undefined;
      if (order?.orderId) onAction({ kind: 'navigate', to: props.cashier, query: { orderId: order.orderId, orderSource: props.orderSource } });
    } catch {
      // The gateway showed its message (9991 goes on to /my/bill); the key stays for a retry.
    }
  };

  return (
    <div>
      {props.showCurrent ? (
        <section className="qsh-asset" aria-label="我的会员">
          <div className="qsh-asset-label">我的会员</div>
          <div className="qsh-asset-big">{isMember ? CARD_LABEL[current.cardType] ?? current.cardType : '暂未开通会员'}</div>
          <div className="qsh-asset-row">
            {isMember && current.expireTime ? <span>有效期至 {current.expireTime.slice(0, 10)}</span> : <span>开通会员，尊享会员价与专属权益</span>}
          </div>
        </section>
      ) : null}
      <section className="qsh-asset" aria-label="会员卡">
        {cards.length === 0 ? (
          <EmptyView title="暂无可开通的会员卡" />
        ) : (
          <>
            <div className="qsh-asset-options" role="radiogroup" aria-label="选择会员卡">
              {cards.map((c) => (
                <button key={c.cardType} type="button" role="radio" aria-checked={c.cardType === chosen?.cardType} className="qsh-asset-option" onClick={() => setPicked(c.cardType)}>
                  <span>{c.name}</span>
                  <span className="qsh-asset-del">{c.days}天</span>
                  <span className="qsh-asset-strong">¥{formatMoney(c.price)}</span>
                  {c.originalPrice > c.price ? <del className="qsh-asset-del">¥{formatMoney(c.originalPrice)}</del> : null}
                </button>
              ))}
            </div>
            {chosen ? (
              <>
                <div className="qsh-asset-label">{chosen.name}权益</div>
                <ul className="qsh-asset-rights">
                  {chosen.rights.map((r) => <li key={r}>{r}</li>)}
                </ul>
              </>
            ) : null}
            {note ? <div className="qsh-asset-note" role={plan === 'LOWER' ? 'alert' : undefined}>{note}</div> : null}
            <div className="qsh-asset-foot">
              <Button block color="primary" size="large" disabled={!chosen || busy || plan === 'LOWER'} loading={busy} onClick={() => void buy()}>
                {plan === 'OPEN' ? props.buttonText : BUTTON_TEXT[props.buyPath ? 'invite' : 'confirm'][plan]}
                {chosen && plan !== 'LOWER' ? ` ¥${formatMoney(chosen.price)}` : ''}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
