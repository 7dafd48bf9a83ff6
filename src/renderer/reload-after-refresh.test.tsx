import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { pageOf, testStores } from '../../tests/support/render-page';
import { RendererEnvProvider, type RendererEnv } from './env';
import { PageView } from './page-view';

// A `call` action's reload goes through the page, not through each block: after pull-to-refresh
// replaced the page's sources, a tap reloads the new ones (the ones the blocks now show).
it("a tap's reload after pull-to-refresh reloads the page's current data sources", async () => {
  const answers = [['第一条通知'], ['第二条通知'], ['第三条通知']];
  const callRaw = vi.fn(() => Promise.resolve(answers.shift() ?? []));
  const env: RendererEnv = { gateway: { callRaw }, dispatch: (_action, scope) => scope?.reload(['notices', 'missing']), mode: 'production', report: vi.fn() };
  const stores = testStores();
  const page = pageOf([{ type: 'notice-bar', data: 'notices' }, { type: 'button', props: { text: '刷新通知', action: { kind: 'back' } } }], {
    data: { notices: { api: 'BA010', params: { position: 'HOME' } } },
  });
  render(
    <StoreProvider value={stores}>
      <RendererEnvProvider value={env}>
        <PageView page={page} query={{}} params={{}} />
      </RendererEnvProvider>
    </StoreProvider>,
  );
  expect(await screen.findByText('第一条通知')).toBeInTheDocument();
  act(() => stores.user.requestPageReload());
  expect(await screen.findByText('第二条通知')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '刷新通知' }));
  expect(await screen.findByText('第三条通知')).toBeInTheDocument();
  expect(callRaw).toHaveBeenCalledTimes(3);
  expect(env.report).toHaveBeenCalledWith({ pointer: '/blocks/1', message: 'call: reload names data source "missing", which the page does not define' });
});
