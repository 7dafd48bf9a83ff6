import { expect, it, vi } from 'vitest';
import { prerenderFirstScreen } from './prerender';
import { pageOf } from '../../tests/support/render-page';

// The text widget's component, as its chunk (virtual:widget-chunk/text) imports it, throws while drawing.
vi.mock('@widgets/text/Text', () => ({
  Text: () => {
    throw new Error('text widget broke');
  },
}));

it('fails the build when a static widget throws while drawing, instead of shipping its skeleton', async () => {
  await expect(prerenderFirstScreen(pageOf([{ type: 'text', props: { text: 'a' } }]))).rejects.toThrow(/\/t: a widget threw: text widget broke/);
});
