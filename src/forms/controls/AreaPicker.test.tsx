import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from '../form-registry';
import { SchemaForm } from '../SchemaForm';
import { AreaPicker } from './AreaPicker';

const address = getForm('address')!;
const filled = { name: '王五', tel: '13600136000', addressDetail: '中山路 1 号', postalCode: '210000' };

beforeEach(() => {
  sessionStorage.clear();
});

/**
 * Turns a wheel to an option by pressing it, once the wheel shows it (the list loads when the
 * picker opens). The wheels tell the picker their value after a 0 ms debounce, so this waits a
 * moment after: a 确定 pressed within it would confirm the value before the press.
 */
async function choose(label: string, column: number) {
  const option = (await screen.findAllByText(label)).find((el) => el.closest('.adm-picker-view-column') === document.querySelectorAll('.adm-picker-view-column')[column]);
  expect(option, `${label} in column ${column}`).toBeDefined();
  fireEvent.click(option!);
  await screen.findByLabelText(`当前选择的是：${label}`);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/**
 * Picks province, city and county in the address form's picker and confirms. The popup animates;
 * jsdom never finishes it, so 确定 stays clickable, and it is pressed until the area lands (the
 * wheels settle in effects a busy machine can delay).
 */
async function pickArea(province: string, city: string, county: string) {
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  // An empty form's picker opens on the first county once the list is there; the wheels settle on it first.
  await screen.findByLabelText('当前选择的是：东城区');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await choose(province, 0);
  await choose(city, 1);
  await choose(county, 2);
  await waitFor(() => {
    fireEvent.click(screen.getByText('确定'));
    expect(screen.getByRole('button', { name: `所在地区：${province} ${city} ${county}` })).toBeInTheDocument();
  });
}

it('a customer in 江苏 can pick 南京市 玄武区 and the form gets 320102 with the three names', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={address} initialValues={filled} onSubmit={onSubmit} />);
  await pickArea('江苏省', '南京市', '玄武区');
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ areaCode: '320102', province: '江苏省', city: '南京市', county: '玄武区' })));
});

it('a customer in 湖北 can pick a county the province governs directly: 省直辖县 潜江市 gives 429005', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={address} initialValues={filled} onSubmit={onSubmit} />);
  await pickArea('湖北省', '省直辖县', '潜江市');
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ areaCode: '429005', province: '湖北省', city: '省直辖县', county: '潜江市' })));
});

it('a saved area opens the picker on its own province, city and county', async () => {
  render(<SchemaForm form={address} initialValues={{ ...filled, areaCode: '320506', province: '江苏省', city: '苏州市', county: '吴中区' }} onSubmit={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: '所在地区：江苏省 苏州市 吴中区' }));
  expect(await screen.findByLabelText('当前选择的是：吴中区')).toBeInTheDocument();
  expect(screen.getByLabelText('当前选择的是：苏州市')).toBeInTheDocument();
  expect(screen.getByLabelText('当前选择的是：江苏省')).toBeInTheDocument();
});

it('an area code outside the list shows the names saved with it', async () => {
  render(<AreaPicker title="所在地区" value="999999" names={{ province: '某省', city: '某市', county: '某县' }} onNames={vi.fn()} />);
  expect(screen.getByRole('button', { name: '所在地区：某省 某市 某县' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  // Loaded, the list has no such code: the picker opens on its first county and the names stay.
  await screen.findByLabelText('当前选择的是：东城区');
  expect(screen.getByRole('button', { name: '所在地区：某省 某市 某县' })).toBeInTheDocument();
});

it('the list\'s labels win over stale names once it is loaded, and no area shows the placeholder', async () => {
  const { rerender } = render(<AreaPicker title="所在地区" value="110105" names={{ province: '北京', city: '北京', county: '朝阳' }} onNames={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: /所在地区/ }));
  expect(await screen.findByRole('button', { name: '所在地区：北京市 北京市 朝阳区' })).toBeInTheDocument();
  rerender(<AreaPicker title="所在地区" onNames={vi.fn()} />);
  expect(screen.getByRole('button', { name: '所在地区：请选择' })).toBeInTheDocument();
});
