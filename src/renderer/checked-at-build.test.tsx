import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadWidget, widgetEntries, widgetEntryOf } from '@widgets/registry';
import { readPageFiles } from '../../build/page-files';
import { pageOf, renderPage } from '../../tests/support/render-page';
import { hasBindings } from './bindings';
import { checkProps, fillProps } from './validate-props';

describe('pages checked at build time', () => {
  it('are not validated again as their blocks mount, yet get their props defaults', async () => {
    const block = { type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/my' }, size: 12345 } };
    renderPage(pageOf([block]), { checkedAtBuild: true });
    const button = await screen.findByRole('button', { name: '去看看' });
    expect(button.className).toContain('adm-button-primary');
    expect(screen.queryByText(/invalid props/)).not.toBeInTheDocument();
    expect(block.props).not.toHaveProperty('color');
  });

  it('pages not known at build time are still validated per block', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(pageOf([{ type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/my' }, size: 12345 } }]));
    expect(await screen.findByText(/^\/blocks\/0: invalid props/)).toBeInTheDocument();
  });

  it('get exactly the defaults the props validator fills in, for every block of every bundled page', async () => {
    await Promise.all(widgetEntries.map((entry) => loadWidget(entry)));
    const blocks: { type: string; props?: Record<string, unknown>; blocks?: unknown[] }[] = [];
    const walk = (list: unknown) => {
      if (!Array.isArray(list)) return;
      for (const b of list as typeof blocks) {
        blocks.push(b);
        walk(b.blocks);
      }
    };
    for (const page of readPageFiles(process.cwd())) walk((page.json as { blocks?: unknown }).blocks);
    expect(blocks.length).toBeGreaterThan(100);
    // Bindings are resolved as the block mounts; the props without them are compared as written.
    for (const block of blocks.filter((b) => !hasBindings(b.props))) {
      const entry = widgetEntryOf(block.type)!;
      const props = block.props ?? {};
      expect(fillProps(entry, props).props, block.type).toEqual(checkProps(entry, props).props);
    }
  });
});
