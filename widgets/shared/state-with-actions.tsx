import { Button } from 'antd-mobile';
import { EmptyView } from '@/ui/load-states';
import './money-screens.css';

/** A way on from a state: its words and what a press does. */
export interface WayOn {
  text: string;
  onPress: () => void;
}

/**
 * A screen that has nothing to draw, or may not be used yet (暂无借款记录, 请先完成实名认证,
 * 未找到该借款记录 …), with the ways on under it: the first is the main one (primary), the rest plain,
 * each the width of the screen, so every such state reads and looks the same.
 */
export function StateWithActions({ title, description, actions }: { title: string; description?: string; actions: readonly WayOn[] }) {
  return (
    <div>
      <EmptyView title={title} {...(description ? { description } : {})} />
      <div className="qsh-money-actions">
        {actions.map((a, i) => (
          <Button key={a.text} block shape="rounded" {...(i === 0 ? { color: 'primary' as const } : {})} onClick={a.onPress}>
            {a.text}
          </Button>
        ))}
      </div>
    </div>
  );
}
