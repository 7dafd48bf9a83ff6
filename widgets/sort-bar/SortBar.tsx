import type { WidgetProps } from '../types';
import type { SortBarProps } from './props.schema';
import './sort-bar.css';

type SortOption = SortBarProps['options'][number];

/** Which direction an option with a toggle shows. */
const arrow = (o: SortOption, value: string) => (o.toggle === undefined ? '' : value === o.toggle ? '↓' : value === o.value ? '↑' : '↕');
const directionName = (o: SortOption, value: string) => (o.toggle === undefined ? o.label : value === o.toggle ? `${o.label}从高到低` : `${o.label}从低到高`);

export function SortBar({ props, onAction }: WidgetProps<SortBarProps>) {
  const current = props.value || props.options[0]?.value || '';
  const choose = (o: SortOption) => {
    const next = o.toggle !== undefined && current === o.value ? o.toggle : o.value;
    if (next === current) return;
    // A kept parameter the URL did not have (its binding's default '') stays out of the URL.
    const kept = Object.fromEntries(Object.entries(props.query).filter(([, v]) => v !== ''));
    onAction({ kind: 'navigate', to: props.to, query: { ...kept, [props.param]: next }, replace: true });
  };
  return (
    <div className="qsh-sort-bar" role="toolbar" aria-label="排序">
      {props.options.map((o) => {
        const on = current === o.value || (o.toggle !== undefined && current === o.toggle);
        return (
          <button key={o.value} type="button" className="qsh-sort-option" aria-pressed={on} aria-label={on ? directionName(o, current) : o.label} onClick={() => choose(o)}>
            {o.label}
            {o.toggle !== undefined && <span aria-hidden="true" className="qsh-sort-arrow">{arrow(o, current)}</span>}
          </button>
        );
      })}
    </div>
  );
}
