import { Grid, List } from 'antd-mobile';
import type { WidgetProps } from '../types';
import { ICONS } from './icons';
import type { EntryGridProps } from './props.schema';
import { ListRow } from '@/ui/list-row';
import { Pressable } from '@/ui/pressable';

const heading = { padding: '12px 12px 0', fontSize: 15, fontWeight: 600 } as const;

export function EntryGrid({ props, onAction }: WidgetProps<EntryGridProps>) {
  if (props.layout === 'list') {
    return (
      <List header={props.title} style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden' }}>
        {props.items.map(({ text, icon, action, extra }) => {
          const Icon = ICONS[icon];
          return (
            <ListRow key={text} prefix={<Icon fontSize={20} />} extra={extra} onPress={() => onAction(action)}>
              {text}
            </ListRow>
          );
        })}
      </List>
    );
  }
  return (
    <section style={{ margin: '8px 12px', borderRadius: 8, background: '#fff' }}>
      {props.title && <div style={heading}>{props.title}</div>}
      {/* Rows of entries 12 px apart, so a second row's icons do not touch the first row's labels. */}
      <Grid columns={props.columns} gap={[0, 12]} style={{ padding: '12px 0' }}>
        {props.items.map(({ text, icon, action }) => {
          const Icon = ICONS[icon];
          return (
            <Grid.Item key={text}>
              <Pressable onPress={() => onAction(action)} style={{ textAlign: 'center' }}>
                <Icon fontSize={26} />
                <div style={{ fontSize: 12, marginTop: 4 }}>{text}</div>
              </Pressable>
            </Grid.Item>
          );
        })}
      </Grid>
    </section>
  );
}
