import { useId, useState } from 'react';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { Category, CategoryTreeProps, SubCategory } from './props.schema';
import './category-tree.css';
import { SafeImage } from '@/ui/safe-image';
import { TabList, tabIdOf } from '@/ui/tab-list';

export function CategoryTree({ props, data, onAction }: WidgetProps<CategoryTreeProps, Category[]>) {
  const categories = toList<Category>(data);
  const [activeKey, setActiveKey] = useState<string>();
  const panelId = useId();
  const active = categories.find((c) => String(c.id) === activeKey) ?? categories[0];
  if (!active) return null;
  const open = (category: SubCategory) => onAction({ ...props.link, query: { ...props.link.query, categoryId: category.id } });
  const tiles: SubCategory[] = [...(props.showAll ? [{ ...active, name: `全部${active.name}` }] : []), ...active.children];
  return (
    <div className="qsh-category-tree">
      <div className="qsh-category-rail">
        <TabList look="rail" label="商品分类" panelId={panelId} items={categories.map((c) => ({ key: String(c.id), label: c.name }))} activeKey={String(active.id)} onChange={setActiveKey} />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabIdOf(panelId, String(active.id))} className="qsh-category-panel">
        <h2 className="qsh-category-title">{active.name}</h2>
        <div className="qsh-category-grid">
          {tiles.map((c) => (
            <button key={`${c.id}-${c.name}`} type="button" className="qsh-category-tile" onClick={() => open(c)}>
              {c.icon && <SafeImage src={c.icon} alt="" width={56} height={56} fit="contain" lazy />}
              <span>{c.name}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
