import { expect, it } from 'vitest';
import { prerenderFirstScreen, PREVIEW_BLOCKS } from './prerender';
import { PREVIEW_ID, previewMarkup } from './preview';
import { pageOf, renderPage } from '../../tests/support/render-page';

const text = (t: string) => ({ type: 'text', props: { text: t } });

it('draws the leading static blocks with the real widgets and stops at the first block that needs data', async () => {
  const page = pageOf([text('额度有效期 12 个月'), { type: 'card', props: { title: '卡片', extra: '更多' } }, { type: 'banner', data: 'ads' }, text('之后')]);
  const screen = await prerenderFirstScreen(page);
  expect(screen.blocks).toBe(2);
  expect(screen.types).toEqual(['text', 'card']);
  expect(screen.html).toContain('额度有效期 12 个月');
  expect(screen.html).toContain('adm-card-header-title');
  expect(screen.html).not.toContain('之后');
});

it('draws nothing for a page that starts with a block that depends on the visitor', async () => {
  const screen = await prerenderFirstScreen(pageOf([{ ...text('你好'), when: { loggedIn: true } }, text('b')]));
  expect(screen).toEqual({ html: '', types: [], blocks: 0 });
});

it('draws at most a first screen of blocks', async () => {
  const screen = await prerenderFirstScreen(pageOf(Array.from({ length: 40 }, (_, i) => text(`第${i}块`))));
  expect(screen.blocks).toBe(PREVIEW_BLOCKS);
  expect(screen.html).not.toContain(`第${PREVIEW_BLOCKS}块`);
});

it('fails the build for a static block with invalid props, naming its pointer', async () => {
  await expect(prerenderFirstScreen(pageOf([text('a'), { type: 'text', props: { text: 'b', size: 'huge' } }]))).rejects.toThrow(/\/blocks\/1/);
});

it('the live page takes the preview away once it has drawn its own first screen', async () => {
  const host = document.createElement('div');
  host.innerHTML = previewMarkup('<p>第0块</p>');
  document.body.append(host);
  const view = renderPage(pageOf([text('第0块')]));
  await expect.poll(() => document.getElementById(PREVIEW_ID)).toBeNull();
  expect(view.getByText('第0块')).toBeInTheDocument();
  expect(document.body.textContent?.match(/第0块/g)).toHaveLength(1);
  host.remove();
});
