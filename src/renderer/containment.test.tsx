import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';

const good = (text: string) => ({ type: 'text', props: { text } });

describe('a failing block never blanks the page', () => {
  const crashingGrid = { type: 'function-grid', data: { api: 'MM004' } };
  const blocks = [good('第一块'), { type: 'no-such-widget' }, { type: 'text', props: { text: 1, size: 'huge' } }, crashingGrid, good('最后一块')];
  // function-grid reads entry.id: a null entry makes the component throw.
  const callRaw = () => Promise.resolve([null]);

  it('in development shows a placeholder naming each bad block by JSON pointer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(pageOf(blocks), { mode: 'development', callRaw });
    expect(await screen.findByText('最后一块')).toBeInTheDocument();
    expect(screen.getByText('第一块')).toBeInTheDocument();
    expect(await screen.findByText('/blocks/1: unknown widget type "no-such-widget"')).toBeInTheDocument();
    expect(screen.getByText(/^\/blocks\/2: invalid props/)).toBeInTheDocument();
    expect(await screen.findByText(/^\/blocks\/3: widget crashed/)).toBeInTheDocument();
  });

  it('in production leaves bad blocks out and reports each one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { report } = renderPage(pageOf(blocks), { mode: 'production', callRaw });
    expect(await screen.findByText('最后一块')).toBeInTheDocument();
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(3));
    expect(report.mock.calls.map(([r]) => r.pointer).sort()).toEqual(['/blocks/1', '/blocks/2', '/blocks/3']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names nested blocks by their full pointer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(pageOf([{ type: 'container', blocks: [good('子块'), { type: 'nope' }] }]));
    expect(await screen.findByText('/blocks/0/blocks/1: unknown widget type "nope"')).toBeInTheDocument();
    expect(screen.getByText('子块')).toBeInTheDocument();
  });
});
