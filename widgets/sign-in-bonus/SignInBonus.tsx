import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { WidgetProps } from '../types';
import type { SignInBonusProps, SignInData } from './props.schema';
import '@widgets/shared/assets.css';

export function SignInBonus({ props, data, onAction, state }: WidgetProps<SignInBonusProps, SignInData>) {
  const [busy, setBusy] = useState(false);
  const [gained, setGained] = useState<number>();
  const sent = useRef(false);
  const signed = data?.signedToday === 'Y' || gained !== undefined;
  const signIn = async () => {
    if (sent.current || signed) return;
    sent.current = true;
    setBusy(true);
    try {
      const r = (await state.request(props.api, {}, { loading: true })) as { gained?: number };
      setGained(r.gained ?? 0);
      state.reload();
    } catch {
      // The gateway said why (e.g. 今日已签到); the block reloads to show the truth.
      sent.current = false;
      state.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="qsh-asset" aria-label="每日签到">
      <div className="qsh-asset-head">
        <span className="qsh-asset-label">我的积分</span>
        <Button size="mini" fill="none" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.detailPath })}>积分明细</Button>
      </div>
      <div className="qsh-asset-big">{data?.points ?? 0}</div>
      <div className="qsh-asset-row"><span>已连续签到 {data?.streak ?? 0} 天</span></div>
      <ol className="qsh-asset-options" style={{ gridTemplateColumns: 'repeat(7, 1fr)', listStyle: 'none', padding: 0 }} aria-label="签到奖励">
        {(data?.days ?? []).map((d) => (
          <li key={d.day} className="qsh-asset-option" style={{ padding: '6px 0', fontSize: 12 }} aria-label={`第${d.day}天 ${d.points}积分${d.signed === 'Y' ? ' 已签到' : ''}`}>
            <span aria-hidden="true">+{d.points}</span>
            <span aria-hidden="true">{d.signed === 'Y' ? '✓' : `第${d.day}天`}</span>
          </li>
        ))}
      </ol>
      {gained !== undefined ? <div role="status" className="qsh-asset-note">签到成功，获得{gained}积分</div> : null}
      <div className="qsh-asset-foot">
        <Button block color="primary" size="large" disabled={signed || busy} loading={busy} onClick={() => void signIn()}>{signed ? '今日已签到' : '立即签到'}</Button>
      </div>
      <div className="qsh-asset-note">每天可签到一次，连续签到 7 天为一个周期，第 7 天奖励最多；中断后从第 1 天重新开始。签到积分可用于积分兑换。</div>
    </section>
  );
}
