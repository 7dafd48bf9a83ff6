import { Popup } from 'antd-mobile';
import { useState } from 'react';
import './pay-keypad.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;

export interface PayKeypadProps {
  visible: boolean;
  title?: string;
  onClose: () => void;
  /** Called with the 6 digits as soon as the sixth is typed; the keypad clears. */
  onDone: (password: string) => void;
}

/** The pay-password keypad: six dots and a 0-9 pad with 删除. Digits never reach the DOM as text. */
export function PayKeypad({ visible, title = '请输入支付密码', onClose, onDone }: PayKeypadProps) {
  const [digits, setDigits] = useState('');
  const press = (key: (typeof KEYS)[number]) => {
    if (key === 'del') return setDigits((d) => d.slice(0, -1));
    if (key === '') return;
    const next = `${digits}${key}`.slice(0, 6);
    if (next.length === 6) {
      setDigits('');
      onDone(next);
    } else {
      setDigits(next);
    }
  };
  const close = () => {
    setDigits('');
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div role="dialog" aria-label={title} className="qsh-keypad">
        <div className="qsh-keypad-head">
          <span>{title}</span>
          <button type="button" className="qsh-keypad-close" onClick={close}>取消</button>
        </div>
        <div className="qsh-keypad-dots" aria-label={`已输入${digits.length}位`}>
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className={i < digits.length ? 'filled' : ''} />
          ))}
        </div>
        <div className="qsh-keypad-keys">
          {KEYS.map((k, i) =>
            k === '' ? <span key={i} /> : (
              <button key={i} type="button" aria-label={k === 'del' ? '删除' : k} onClick={() => press(k)}>
                {k === 'del' ? '⌫' : k}
              </button>
            ),
          )}
        </div>
      </div>
    </Popup>
  );
}
