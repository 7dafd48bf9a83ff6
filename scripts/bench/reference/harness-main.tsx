import { Banner } from '@widgets/banner/Banner';
import { Card } from '@widgets/card/Card';
import { EntryGrid } from '@widgets/entry-grid/EntryGrid';
import { FormWidget } from '@widgets/form/FormWidget';
import { Text } from '@widgets/text/Text';
import { common, mount, useAnswer } from './common';
import { listOf, post } from './gateway';
import { cardText, cardTitle, HARNESS_CARDS, HARNESS_END, harnessEntries, harnessForm } from './harness-page';

// The harness-like page (harness-page.ts) as plain React: the same widgets and blocks, its request started at once.
const ads = post('BA006', { position: 'HOME_BANNER' }).then(listOf);
const text = { size: 'md', color: 'default', align: 'left', bold: false } as const;

function Harness() {
  const adList = useAnswer(ads);
  return (
    <>
      {adList && adList.length > 0 && <Banner {...common} data={adList as never} props={{ autoplay: true, interval: 3000, loop: true, height: 150, rounded: true }} />}
      <EntryGrid {...common} data={undefined} props={{ title: '常用入口', layout: 'grid', columns: 4, items: harnessEntries }} />
      {Array.from({ length: HARNESS_CARDS }, (_, i) => (
        <Card key={i} {...common} data={undefined} props={{ title: cardTitle(i), extra: '更多' }} slots={[<Text key="t" {...common} data={undefined} props={{ ...text, text: cardText(i) }} />]} />
      ))}
      <FormWidget {...common} data={undefined} props={harnessForm} />
      <Text {...common} data={undefined} props={{ ...text, text: HARNESS_END, bold: true }} />
    </>
  );
}

mount(<Harness />);
