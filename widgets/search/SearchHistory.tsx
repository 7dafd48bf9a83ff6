import { Dialog, Space, Tag } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Pressable } from '@/ui/pressable';

export interface SearchHistoryProps {
  keywords: readonly string[];
  onPick(keyword: string): void;
  onClear(): void;
}

const bin = { border: 0, background: 'none', padding: 0, color: 'var(--adm-color-weak)' } as const;

/** History chips with a bin that clears them after a confirm. */
export function SearchHistory({ keywords, onPick, onClear }: SearchHistoryProps) {
  const [asking, setAsking] = useState(false);
  if (keywords.length === 0) return null;
  return (
    <section style={{ padding: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8, fontSize: 14 }}>
        <span>搜索历史</span>
        <button type="button" aria-label="清空搜索历史" onClick={() => setAsking(true)} style={bin}>
          <DeleteOutline />
        </button>
      </div>
      <Space wrap>
        {keywords.map((k) => (
          <Pressable key={k} onPress={() => onPick(k)}>
            <Tag round color="default" style={{ padding: '4px 10px', fontSize: 13 }}>
              {k}
            </Tag>
          </Pressable>
        ))}
      </Space>
      <Dialog
        visible={asking}
        aria-label={asking ? '清空搜索历史' : undefined}
        content="确定清空搜索历史吗？"
        onClose={() => setAsking(false)}
        actions={[[
          { key: 'cancel', text: '取消', onClick: () => setAsking(false) },
          { key: 'clear', text: '清空', bold: true, danger: true, onClick: () => (setAsking(false), onClear()) },
        ]]}
      />
    </section>
  );
}
