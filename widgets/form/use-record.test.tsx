import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { testProps, withDefaults } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { fakeStores, renderWithStores } from '../../tests/support/test-stores';
import { FormWidget, type FormInput } from '.';

const record = (id: number, name: string) => ({ id, name, tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', country: '中国', areaCode: '110105', isDefault: 'N', postalCode: '100020', addressDetail: `建国路 ${id} 号` });
const props = (id: string): FormInput => ({ form: 'address', submitText: '保存', submit: { api: 'AD002' }, record: { id, load: { api: 'AD001', path: 'list' }, submit: { api: 'AD003' } } });

/** A request whose answers the test hands out one call at a time. */
function answers() {
  const calls: { fields: Record<string, unknown>; resolve: (answer: unknown) => void; reject: (error: unknown) => void }[] = [];
  const request = (_api: string, fields: Record<string, unknown>) => new Promise((resolve, reject) => calls.push({ fields, resolve, reject }));
  return { calls, request };
}

beforeEach(() => sessionStorage.clear());

it('a new record id shows loading, not the old values, until its own answer', async () => {
  const { calls, request } = answers();
  const list = { list: [record(7, '张伟'), record(8, '李娜')] };
  const p = testProps(propsSchema, props('7'));
  p.state.request.mockImplementation(request);
  const view = renderWithStores(<FormWidget {...p} />);
  const skeleton = () => view.container.querySelector('.adm-skeleton');
  expect(skeleton()).not.toBeNull();
  calls[0]!.resolve(list);
  expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();

  view.rerender(<StoreProvider value={fakeStores()}><FormWidget {...p} props={withDefaults(propsSchema, props('8'))} /></StoreProvider>);
  expect(skeleton()).not.toBeNull();
  expect(screen.queryByDisplayValue('张伟')).toBeNull();
  expect(calls).toHaveLength(2);
  calls[1]!.resolve(list);
  expect(await screen.findByDisplayValue('李娜')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('张伟')).toBeNull();
});

it('an answer for an id the form has left is ignored', async () => {
  const { calls, request } = answers();
  const list = { list: [record(7, '张伟'), record(8, '李娜')] };
  const p = testProps(propsSchema, props('7'));
  p.state.request.mockImplementation(request);
  const view = renderWithStores(<FormWidget {...p} />);
  view.rerender(<StoreProvider value={fakeStores()}><FormWidget {...p} props={withDefaults(propsSchema, props('8'))} /></StoreProvider>);
  await act(async () => calls[0]!.resolve({ list: [record(7, '张伟')] }));
  expect(view.container.querySelector('.adm-skeleton')).not.toBeNull();
  expect(screen.queryByText('记录不存在')).toBeNull();
  calls[1]!.resolve(list);
  expect(await screen.findByDisplayValue('李娜')).toBeInTheDocument();
});

it('a failed load without a message says 加载失败 and retries', async () => {
  const { calls, request } = answers();
  const p = testProps(propsSchema, props('7'));
  p.state.request.mockImplementation(request);
  const view = renderWithStores(<FormWidget {...p} />);
  calls[0]!.reject('offline');
  const retry = await screen.findByRole('button', { name: '重试' });
  expect(retry.closest('.adm-error-block')?.querySelector('.adm-error-block-description')).toHaveTextContent('加载失败');
  await userEvent.click(retry);
  expect(view.container.querySelector('.adm-skeleton')).not.toBeNull();
  expect(calls).toHaveLength(2);
  calls[1]!.resolve({ list: [record(7, '张伟')] });
  expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
});
