import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerTime } from '@/lib/server-clock';
import { pageOf, renderPage } from '../../tests/support/render-page';
import { inServerTimeWindow } from './server-time';

const at = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

afterEach(() => {
  noteServerTime(Date.now());
});

describe('when.between (server time window)', () => {
  it('holds from `from` (inclusive) until `to` (exclusive), by the gateway clock', () => {
    noteServerTime(at('2026-06-01 10:00:00'));
    expect(inServerTimeWindow({ from: '2026-06-01 10:00:00', to: '2026-06-02' })).toBe(true);
    expect(inServerTimeWindow({ to: '2026-06-01 10:00:00' })).toBe(false);
    expect(inServerTimeWindow({ from: '2026-06-01 10:00:01' })).toBe(false);
    expect(inServerTimeWindow({ from: '2026-05-01' })).toBe(true);
  });

  it('a malformed time never holds', () => {
    expect(inServerTimeWindow({ from: 'soon' })).toBe(false);
  });

  it('a block switches from 活动未开始 to its running content when the start passes', async () => {
    noteServerTime(at('2026-06-01 09:59:59') + 600);
    renderPage(pageOf([
      { type: 'text', props: { text: '活动未开始' }, when: { between: { to: '2026-06-01 10:00:00' } } },
      { type: 'text', props: { text: '活动进行中' }, when: { between: { from: '2026-06-01 10:00:00', to: '2026-06-01 12:00:00' } } },
      { type: 'text', props: { text: '活动已结束' }, when: { between: { from: '2026-06-01 12:00:00' } } },
    ]));
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    expect(screen.queryByText('活动进行中')).toBeNull();
    expect(await screen.findByText('活动进行中', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText('活动未开始')).toBeNull();
    expect(screen.queryByText('活动已结束')).toBeNull();
  });

  it('a boundary first scheduled on the device clock is woken on the gateway clock learned after the first render', async () => {
    // Rendered with the device's clock, months before the start: the wake-up is set far away.
    noteServerTime(at('2026-01-01 00:00:00'));
    renderPage(pageOf([
      { type: 'text', props: { text: '活动未开始' }, when: { between: { to: '2026-06-01 10:00:00' } } },
      { type: 'text', props: { text: '活动进行中' }, when: { between: { from: '2026-06-01 10:00:00' } } },
    ]));
    expect(await screen.findByText('活动未开始')).toBeTruthy();
    // Then the gateway's clock arrives (the background manifest revalidation): 0.6 s before the start.
    act(() => noteServerTime(at('2026-06-01 09:59:59') + 400));
    expect(await screen.findByText('活动进行中', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('a jump of the server clock (a test clock) re-evaluates at once', async () => {
    noteServerTime(at('2026-06-01 09:00:00'));
    renderPage(pageOf([{ type: 'text', props: { text: '活动已结束' }, when: { between: { from: '2026-06-01 12:00:00' } } }]));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByText('活动已结束')).toBeNull();
    act(() => noteServerTime(at('2026-06-01 13:00:00')));
    expect(await screen.findByText('活动已结束')).toBeTruthy();
  });
});
