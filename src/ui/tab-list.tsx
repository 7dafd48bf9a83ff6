import { useRovingFocus } from './roving';
import './focus-ring.css';
import './tab-list.css';

/** One tab: its key and what the customer reads. */
export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Props of TabList. */
export interface TabListProps<K extends string> {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Names the list for screen readers (商品分类, 筛选). */
  label: string;
  /** The id of the panel the tabs switch; each tab says it controls it. */
  panelId: string;
  /** A side rail (vertical, Up and Down) or a row of capsules (horizontal, Left and Right). */
  look: 'rail' | 'capsules';
}

/** The id of `key`'s tab in the TabList whose panel is `panelId`: what the panel is labelled by. */
export const tabIdOf = (panelId: string, key: string): string => `${panelId}-tab-${key}`;

/**
 * Tabs that switch one panel (the category rail, the ledger's 全部 / 收入 / 支出): antd-mobile
 * SideBar's and CapsuleTabs' looks, whose items are `div`s no key reaches, drawn as a tab list the
 * keyboard uses as WAI-ARIA's tabs pattern has it. One Tab stop (the open tab); the arrow keys of
 * its axis, Home and End move to another tab and open it.
 */
export function TabList<K extends string>({ items, activeKey, onChange, label, panelId, look }: TabListProps<K>) {
  const roving = useRovingFocus<HTMLButtonElement>();
  const vertical = look === 'rail';
  return (
    <div role="tablist" aria-label={label} aria-orientation={vertical ? 'vertical' : 'horizontal'} className={`qsh-tab-list qsh-tab-list--${look}`}>
      {items.map((item, i) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={roving.refAt(i)}
            id={tabIdOf(panelId, item.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={active ? 'qsh-tab qsh-tab--active qsh-focus-ring' : 'qsh-tab qsh-focus-ring'}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => {
              const to = roving.move(event, vertical ? 'vertical' : 'horizontal', i, items.length);
              const target = to === undefined ? undefined : items[to];
              if (target) onChange(target.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
