import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, renderPage } from '../../tests/support/render-page';

// A widget's props validator checks an action's kind only (the full grammar is 8 KiB gzip of
// compiled code); each kind's fields are checked by schemas:check (and so by the build) and by
// the dispatcher's guard before anything runs.
describe('actions inside widget props', () => {
  it('an unknown action kind is a props problem named by the block pointer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(pageOf([{ type: 'button', props: { text: '去看看', action: { kind: 'teleport', to: '/x' } } }]));
    expect(await screen.findByText(/invalid props: \/action\/kind/)).toBeInTheDocument();
    expect(screen.getByText(/\/blocks\/0/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去看看' })).not.toBeInTheDocument();
  });

  it('a known kind with missing fields still draws; the tap goes to the dispatcher, whose guard refuses it', async () => {
    const { actions } = renderPage(pageOf([{ type: 'button', props: { text: '去看看', action: { kind: 'navigate' } } }]));
    await userEvent.click(await screen.findByRole('button', { name: '去看看' }));
    // The guard's refusal is src/actions/dispatcher.test.ts; the build refuses such a page (schemas:check).
    expect(actions).toEqual([{ kind: 'navigate' }]);
  });
});
