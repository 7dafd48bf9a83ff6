import { Button, List, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/lib/money';
import { forgetRetrieved, peekRetrieved } from '../card-retrieve/retrieved-secret';
import { StateBlock } from '@/ui/state-block';
import type { WidgetProps } from '../types';
import { copyText } from './copy-text';
import type { CardSecretResultProps } from './props.schema';
import './card-secret-result.css';

const MASK = '••••••••••••';

export function CardSecretResult({ props, onAction }: WidgetProps<CardSecretResultProps>) {
  const cardId = Number(props.cardId);
  // Read once: the secret stays in this page's memory and is dropped when the page closes.
  const [card] = useState(() => peekRetrieved(cardId));
  const [shown, setShown] = useState(false);
  useEffect(() => forgetRetrieved, []);

  if (!card) {
    return (
      <StateBlock status="empty" title="卡密仅在提取后显示" description="为保障安全，卡密不会保存在本机，请重新验证支付密码提取">
        <Button color="primary" size="small" onClick={() => onAction({ kind: 'navigate', to: props.retrievePath, query: { cardId }, replace: true })}>
          重新提取
        </Button>
      </StateBlock>
    );
  }
  const copy = async (text: string) => {
    Toast.show({ content: (await copyText(text)) ? '已复制' : '复制失败，请长按手动复制' });
  };
  return (
    <div className="qsh-cardpwd-result">
      <div className="qsh-cardpwd-head">
        <div className="qsh-cardpwd-name">{card.name}</div>
        <div className="qsh-cardpwd-face">面值 ¥{formatMoney(card.faceValue)}</div>
      </div>
      <List>
        <List.Item extra={<Button size="mini" fill="outline" color="primary" onClick={() => void copy(card.cardNo)} aria-label="复制卡号">复制</Button>} description={<span className="qsh-cardpwd-value">{card.cardNo}</span>}>
          卡号
        </List.Item>
        <List.Item
          extra={
            <div className="qsh-cardpwd-actions">
              <Button size="mini" fill="none" color="primary" onClick={() => setShown((s) => !s)}>{shown ? '隐藏' : '显示'}</Button>
              <Button size="mini" fill="outline" color="primary" onClick={() => void copy(card.secret)} aria-label="复制卡密">复制</Button>
            </div>
          }
          description={<span className="qsh-cardpwd-value" aria-label={shown ? undefined : '卡密已隐藏'}>{shown ? card.secret : MASK}</span>}
        >
          卡密
        </List.Item>
      </List>
      <p className="qsh-cardpwd-tip">卡密等同现金，请勿泄露给他人。离开本页后如需再次查看，需重新验证支付密码。</p>
    </div>
  );
}
