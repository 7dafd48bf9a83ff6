import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OnAction } from '@/actions/types';
import { defineWidget, loadWidget } from '@widgets/define-widget';
import type { WidgetProps } from '@widgets/types';
import type { RendererEnv } from './env';
import { PageContextProvider, type PageContextValue } from './page-context';
import { SourceCache } from './source-cache';
import { WidgetMount } from './WidgetMount';

const seen: OnAction[] = [];
function Recorder({ onAction }: WidgetProps<unknown>) {
  seen.push(onAction);
  return null;
}
const entry = defineWidget({ type: 'recorder', data: 'none' }, () =>
  Promise.resolve({ component: Recorder, validate: Object.assign(() => true, { errors: null }) }),
);

function pageContext(env: RendererEnv): PageContextValue {
  const bindings = { query: {}, params: {}, user: {} as never, app: {} as never };
  return { env, bindings, sources: new SourceCache({}, () => Promise.resolve(undefined), bindings), observeNear: () => () => undefined, renderSlots: () => [], checkedAtBuild: false };
}

describe('WidgetMount', () => {
  it("keeps a widget's onAction when the page's data sources are replaced (pull-to-refresh), so effects that depend on it do not run again", async () => {
    await loadWidget(entry);
    const env: RendererEnv = { gateway: { callRaw: vi.fn() }, dispatch: vi.fn(), mode: 'development', report: vi.fn() };
    const mount = (context: PageContextValue) => (
      <PageContextProvider value={context}>
        <WidgetMount entry={entry} props={{}} data={undefined} pointer="/blocks/0" reload={() => undefined} childBlocks={undefined} />
      </PageContextProvider>
    );
    const view = render(mount(pageContext(env)));
    view.rerender(mount(pageContext(env)));
    expect(seen.length).toBe(2);
    expect(seen[1]).toBe(seen[0]);
    seen[1]!({ kind: 'back' });
    expect(env.dispatch).toHaveBeenCalledWith({ kind: 'back' }, expect.objectContaining({ reload: expect.any(Function) }));
  });
});
