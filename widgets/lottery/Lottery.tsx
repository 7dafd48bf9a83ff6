import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import { Cells } from './Cells';
import type { LotteryData, LotteryProps } from './props.schema';
import { useDraw } from './use-draw';
import { Wheel } from './Wheel';
import './lottery.css';

const CLOSED_TEXT = { NOT_STARTED: '活动未开始', ENDED: '活动已结束' } as const;
export const USED_UP_TEXT = '今日次数已用完';

/** The renderer mounts it with AC001's answer (its data is required); without one there is nothing to draw. */
export function Lottery(widget: WidgetProps<LotteryProps, LotteryData>) {
  return widget.data ? <LotteryBoard {...widget} lottery={widget.data} /> : null;
}

const LotteryBoard = observer(function LotteryBoard({ props, lottery, onAction, state }: WidgetProps<LotteryProps, LotteryData> & { lottery: LotteryData }) {
  const { user } = useStores();
  const { phase, result, message, counts, duration, draw } = useDraw(lottery, props, state);
  const prizes = lottery.prizes;
  const drawNo = result?.drawId ?? 0;
  const target = result ? prizes.findIndex((p) => p.id === result.prize.id) : undefined;
  const landed = target !== undefined && target >= 0 ? target : undefined;
  const closed = lottery.status === 'NOT_STARTED' || lottery.status === 'ENDED' ? CLOSED_TEXT[lottery.status] : undefined;
  const busy = phase === 'drawing' || phase === 'animating';
  // No draw left today (AC001/AC002 `remaining`): the button says so instead of offering a draw the gateway refuses (3804).
  const usedUp = counts.remaining === 0 ? USED_UP_TEXT : undefined;

  const onDraw = () => {
    if (!user.isLoggedIn) return onAction({ kind: 'login' });
    void draw();
  };

  return (
    <section className="lottery" aria-label={lottery.title || '抽奖'}>
      {props.mode === 'wheel' ? (
        <Wheel prizes={prizes} target={landed} drawNo={drawNo} duration={duration} />
      ) : (
        <Cells mode={props.mode} prizes={prizes} target={landed} drawNo={drawNo} duration={duration} done={phase === 'done'} />
      )}
      <p className="lottery__counts">
        {counts.remaining !== undefined && <span>今日剩余 {counts.remaining} 次</span>}
        {lottery.costPoints > 0 && <span>每次消耗 {lottery.costPoints} 积分</span>}
        {counts.points !== undefined && lottery.costPoints > 0 && <span>当前积分 {counts.points}</span>}
      </p>
      <Button color="primary" shape="rounded" block disabled={busy || closed !== undefined || usedUp !== undefined} loading={phase === 'drawing'} onClick={onDraw}>
        {closed ?? usedUp ?? props.buttonText}
      </Button>
      {message && (
        <p className="lottery__message" role="alert">
          {message}
        </p>
      )}
      {phase === 'done' && result && (
        <div className="lottery__result" role="status" data-prize-id={result.prize.id} data-draw-id={result.drawId}>
          {result.prize.kind === 'NONE' ? props.noPrizeText : `${props.resultTitle} ${result.prize.name}`}
        </div>
      )}
      {props.showRules && lottery.rules && (
        <div className="lottery__rules">
          <h3>活动规则</h3>
          <p>{lottery.rules}</p>
        </div>
      )}
    </section>
  );
});
