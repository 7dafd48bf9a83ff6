import { Grid } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { EntryGroup, FunctionGridProps, GridEntry } from './props.schema';
import { SafeImage } from '@/ui/safe-image';

const entriesOf = (e: GridEntry | EntryGroup): GridEntry[] => {
  const group = e as Partial<EntryGroup>;
  return Array.isArray(group.funcList) ? group.funcList : [e as GridEntry];
};

export function FunctionGrid({ props, data, onAction }: WidgetProps<FunctionGridProps, GridEntry[]>) {
  const entries = toList<GridEntry | EntryGroup>(data).flatMap(entriesOf).slice(0, props.max);
  const size = props.iconSize;
  return (
    <Grid columns={props.columns} gap={12} style={{ padding: 12, background: '#fff' }}>
      {entries.map((entry, i) => (
        <Grid.Item key={entry.id ?? i} onClick={() => onAction({ kind: 'functionEntry', entry })} style={{ textAlign: 'center' }}>
          <SafeImage src={entry.icon ?? ''} width={size} height={size} style={{ margin: '0 auto' }} alt="" />
          <div style={{ fontSize: 12, marginTop: 4 }}>{entry.name}</div>
        </Grid.Item>
      ))}
    </Grid>
  );
}
