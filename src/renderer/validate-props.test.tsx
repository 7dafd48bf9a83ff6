import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';

describe('props validation', () => {
  it('a prop-less block is judged by its own widget\'s schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A button needs props: this block is invalid.
    renderPage(pageOf([{ type: 'button' }]));
    expect(await screen.findByText(/^\/blocks\/0: invalid props/)).toBeInTheDocument();
    cleanup();
    // An empty-state block needs none: on another page of the same session it draws its default text.
    renderPage(pageOf([{ type: 'empty' }], { route: { path: '/other', name: 'other', login: 'none' } }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText(/invalid props/)).not.toBeInTheDocument();
  });
});

describe('props defaults', () => {
  it('fill in what the page leaves out, without touching the page schema', async () => {
    const block = { type: 'button', props: { text: '去看看', action: { kind: 'navigate', to: '/my' } } };
    renderPage(pageOf([block]));
    const button = await screen.findByRole('button', { name: '去看看' });
    // The schema's defaults (color primary, fill solid, shape rounded) reach the component.
    expect(button.className).toContain('adm-button-primary');
    expect(button.className).toContain('adm-button-shape-rounded');
    expect(block.props).toEqual({ text: '去看看', action: { kind: 'navigate', to: '/my' } });
  });
});
