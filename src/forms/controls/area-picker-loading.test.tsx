import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from '../form-registry';
import { SchemaForm } from '../SchemaForm';
import { AreaPicker } from './AreaPicker';

// Every import of the region data goes through this gate: it counts the loads and lets a test
// hold one open (to see the loading state) or make it fail (a chunk that could not be fetched).
const gate = vi.hoisted(() => ({ loads: 0, hold: undefined as Promise<void> | undefined, fail: false }));
vi.mock('./region-data', async (importOriginal) => {
  gate.loads += 1;
  await gate.hold;
  if (gate.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

// The tests of this file share one module graph: the first loads nothing, the second fails a
// load, the third loads, the last reuses it. They run in this order.
const address = getForm('address')!;
const saved = { name: '张伟', tel: '13800000000', areaCode: '110105', province: '北京市', city: '北京市', county: '朝阳区', addressDetail: '建国路 88 号', postalCode: '100020' };

beforeEach(() => {
  sessionStorage.clear();
});

it('the region data is not loaded until the picker needs it: a form, empty or with a saved area, loads none', async () => {
  const { unmount } = render(<SchemaForm form={address} onSubmit={vi.fn()} />);
  expect(screen.getByRole('button', { name: '所在地区：请选择省 / 市 / 区' })).toBeInTheDocument();
  unmount();
  render(<SchemaForm form={address} initialValues={saved} onSubmit={vi.fn()} />);
  // The saved names stand in for the list's labels.
  expect(screen.getByRole('button', { name: '所在地区：北京市 北京市 朝阳区' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(gate.loads).toBe(0);
});

it('opening the picker loads the data: the popup shows the loading state meanwhile, and a failed load closes it with a message', async () => {
  let release = () => {};
  gate.hold = new Promise((resolve) => (release = resolve));
  gate.fail = true;
  render(<SchemaForm form={address} initialValues={saved} onSubmit={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  await waitFor(() => expect(gate.loads).toBe(1));
  expect(document.querySelector('.adm-picker-view-loading-content')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '所在地区：北京市 北京市 朝阳区' })).toBeInTheDocument();
  release();
  expect(await screen.findByText('地区列表加载失败，请重试')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('.adm-picker-view-loading-content')).not.toBeVisible());
});

it('an area code saved without its names loads the data at once and shows the names (a failed load was not kept)', async () => {
  gate.hold = undefined;
  gate.fail = false;
  render(<AreaPicker title="所在地区" value="320102" onNames={vi.fn()} />);
  expect(await screen.findByRole('button', { name: '所在地区：江苏省 南京市 玄武区' })).toBeInTheDocument();
  expect(gate.loads).toBe(2);
});

it('once loaded, the data serves every picker without another load, and the picker opens on the saved area', async () => {
  render(<SchemaForm form={address} initialValues={saved} onSubmit={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  expect(await screen.findByLabelText('当前选择的是：朝阳区')).toBeInTheDocument();
  expect(screen.getAllByLabelText('当前选择的是：北京市')).toHaveLength(2);
  expect(gate.loads).toBe(2);
});
