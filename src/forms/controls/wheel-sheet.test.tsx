import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from '../form-registry';
import { SchemaForm } from '../SchemaForm';

beforeEach(() => {
  sessionStorage.clear();
});

const wheel = (name: string) => screen.getByRole('spinbutton', { name });

it('a picker is used from the keyboard: Enter opens it on its wheel, the arrows and End turn it, Enter keeps the choice and gives the focus back', async () => {
  render(<SchemaForm form={getForm('credit-info')!} onSubmit={vi.fn()} />);
  const trigger = screen.getByRole('button', { name: '学历：请选择' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(wheel('学历')).toHaveFocus());
  expect(screen.getByRole('dialog', { name: '学历' })).toBeInTheDocument();
  expect(wheel('学历')).toHaveAttribute('aria-valuetext', '小学及以下');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(wheel('学历')).toHaveAttribute('aria-valuetext', '高中/中专/技校');
  await userEvent.keyboard('{End}{ArrowUp}');
  expect(wheel('学历')).toHaveAttribute('aria-valuetext', '硕士研究生');
  await userEvent.keyboard('{Enter}');
  const chosen = await screen.findByRole('button', { name: '学历：硕士研究生' });
  await waitFor(() => expect(chosen).toHaveFocus());
});

it('Escape closes a picker and keeps what was chosen before; Tab goes round the sheet, not out to the page', async () => {
  render(<SchemaForm form={getForm('credit-info')!} onSubmit={vi.fn()} />);
  screen.getByRole('button', { name: '年收入：请选择' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(wheel('年收入')).toHaveFocus());
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(wheel('年收入')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: '年收入：请选择' })).toHaveFocus());
});

it('the area picker turns province, city and county from the keyboard, each wheel offering what lies under the one before', async () => {
  const onSubmit = vi.fn();
  render(<SchemaForm form={getForm('address')!} initialValues={{ name: '王五', tel: '13600136000', addressDetail: '中山路 1 号', postalCode: '210000' }} onSubmit={onSubmit} />);
  screen.getByRole('button', { name: /所在地区/ }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(wheel('省份')).toHaveFocus(), { timeout: 5000 });
  expect(wheel('省份')).toHaveAttribute('aria-valuetext', '北京市');
  await userEvent.keyboard('{ArrowDown}');
  expect(wheel('省份')).toHaveAttribute('aria-valuetext', '天津市');
  expect(wheel('城市')).toHaveAttribute('aria-valuetext', '天津市');
  await userEvent.tab();
  await userEvent.tab();
  expect(wheel('区县')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(await screen.findByRole('button', { name: '所在地区：天津市 天津市 河东区' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ areaCode: '120102', province: '天津市', city: '天津市', county: '河东区' })));
});
