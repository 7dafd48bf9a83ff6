import { Grid } from 'antd-mobile';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { EntryGroup, EntryGroups, FunctionGridProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';
import { Pressable } from '@/ui/pressable';

export function FunctionGrid({ props, data, onAction }: WidgetProps<FunctionGridProps, EntryGroups | EntryGroup[]>) {
  const entries = toList<EntryGroup>(data).flatMap((group) => group.funcList).slice(0, props.max);
  const size = props.iconSize;
  return (
    <Grid columns={props.columns} gap={12} style={{ padding: 12, background: '#fff' }}>
      {entries.map((entry) => (
        <Grid.Item key={entry.id}>
          <Pressable onPress={() => onAction({ kind: 'functionEntry', entry })} style={{ textAlign: 'center' }}>
            <SafeImage src={entry.icon} width={size} height={size} style={{ margin: '0 auto' }} alt="" />
            <div style={{ fontSize: 12, marginTop: 4 }}>{entry.name}</div>
          </Pressable>
        </Grid.Item>
      ))}
    </Grid>
  );
}
