import { Button, Steps } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import type { CreditStepsProps } from './props.schema';

const STAGES = {
  IDCARD: { current: 0, note: '请先完成身份认证：上传身份证并核对信息', button: '去认证', to: '/credit-facilities' },
  INFO: { current: 1, note: '身份认证已完成，待完善个人信息（学历、职业、收入及紧急联系人），提交后即可获得额度', button: '继续填写个人信息', to: '/cust-info' },
  FINISH: { current: 3, note: '授信已完成，额度可用于分期购物和借款', button: '查看我的额度', to: '/limit' },
} as const;

export const CreditSteps = observer(function CreditSteps({ props, onAction }: WidgetProps<CreditStepsProps>) {
  const { user } = useStores();
  const stage = STAGES[user.flow ?? 'IDCARD'];
  const status = (i: number) => (i < stage.current ? 'finish' : i === stage.current ? 'process' : 'wait');
  return (
    <div className="qsh-credit-steps" style={{ padding: '12px 8px', background: 'var(--adm-color-background)' }}>
      <Steps current={stage.current}>
        <Steps.Step title="身份认证" status={status(0)} />
        <Steps.Step title="个人信息" status={status(1)} />
        <Steps.Step title="获得额度" status={stage.current === 3 ? 'finish' : status(2)} />
      </Steps>
      <p style={{ margin: '8px 16px', fontSize: 14, color: 'var(--adm-color-text-secondary)' }}>{stage.note}</p>
      {props.action === false ? null : (
        <div style={{ padding: '8px 16px' }}>
          <Button block color="primary" size="large" onClick={() => onAction({ kind: 'navigate', to: stage.to })}>{stage.button}</Button>
        </div>
      )}
    </div>
  );
});
