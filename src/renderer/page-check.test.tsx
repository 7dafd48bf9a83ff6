import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SourceCache } from './source-cache';
import { pageOf, renderPage } from '../../tests/support/render-page';

/** A gateway answer the test releases when it wants. */
function heldAnswer() {
  let release: (data: unknown) => void = () => {};
  const answer = new Promise<unknown>((resolve) => (release = resolve));
  return { answer, release };
}

const pause = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

describe('the page-shape check', () => {
  // The validator module is large; transforming it on first import can outlast a waitFor on a
  // loaded machine. Loading it up front keeps the tests about when the check runs.
  beforeAll(() => import('./validators.gen.js'), 30_000);

  it('reports a malformed page, with the pointer, once the first screen and its data are drawn', async () => {
    const held = heldAnswer();
    const callRaw = vi.fn(() => held.answer);
    const page = pageOf([{ type: 'notice-bar', data: 'n' }, { type: 'text', props: { text: '标题' }, colour: 'red' }], { data: { n: { api: 'BA010' } } });
    const { report } = renderPage(page, { callRaw, mode: 'production' });
    expect(await screen.findByText('标题')).toBeInTheDocument();
    expect(callRaw).toHaveBeenCalledTimes(1);
    // While the first screen's data is on its way, the check (and its download) waits.
    await pause(50);
    expect(report).not.toHaveBeenCalled();
    await act(async () => held.release(['公告一']));
    expect(await screen.findByText('公告一')).toBeInTheDocument();
    await waitFor(() => expect(report).toHaveBeenCalledWith({ pointer: '/blocks/1', message: 'page schema: must NOT have additional properties' }));
  });

  it('also waits for the images the first screen shows (they can be its largest paint)', async () => {
    const page = pageOf([{ type: 'image', props: { src: '/static/banner-1.png', alt: '活动海报' } }, { type: 'text', props: { text: '标题' }, colour: 'red' }]);
    const { report } = renderPage(page, { mode: 'production' });
    const poster = (await screen.findByAltText('活动海报')) as HTMLImageElement;
    await pause(50);
    expect(report).not.toHaveBeenCalled();
    act(() => {
      poster.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
  });

  it('runs on a page without data once its first screen is drawn, and a well-formed page reports nothing', async () => {
    const bad = renderPage(pageOf([{ type: 'text', props: { text: '甲' }, colour: 'red' }]), { mode: 'production' });
    await waitFor(() => expect(bad.report).toHaveBeenCalledTimes(1));
    bad.unmount();
    const good = renderPage(pageOf([{ type: 'text', props: { text: '乙' } }]));
    expect(await screen.findByText('乙')).toBeInTheDocument();
    await pause(50);
    expect(good.report).not.toHaveBeenCalled();
  });
});

describe('SourceCache.whenQuiet', () => {
  it('resolves at once with nothing in flight, and after the last answer (or failure) otherwise', async () => {
    const first = heldAnswer();
    const second = heldAnswer();
    const answers = [first.answer, second.answer.then(() => Promise.reject(new Error('down')))];
    const cache = new SourceCache({ a: { api: 'A' }, b: { api: 'B' } }, () => answers.shift()!, { query: {}, params: {} } as never);
    await expect(cache.whenQuiet()).resolves.toBeUndefined();
    cache.get('a')!.load();
    cache.get('b')!.load();
    const quiet = vi.fn();
    void cache.whenQuiet().then(quiet);
    first.release(1);
    await pause(0);
    expect(quiet).not.toHaveBeenCalled();
    second.release(undefined);
    await waitFor(() => expect(quiet).toHaveBeenCalledTimes(1));
  });
});
