import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ProductDetail, demo } from '.';

it('shows the amount range, periods and credit requirement; 立即申请 emits the product', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<ProductDetail {...p} />);
  expect(screen.getByText('1,000.00元 - 2.00万元')).toBeInTheDocument();
  expect(screen.getByText('3期 / 6期 / 12期 / 24期')).toBeInTheDocument();
  expect(screen.getByText('需先完成授信')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: demo.data });
});

it('opens the product as `applyAs` when given', async () => {
  const p = testProps(propsSchema, { applyAs: 'JOIN_ONLY' as const, buttonText: '立即办理' }, { ...demo.data!, type: 'JOIN_WHOLE' as const });
  render(<ProductDetail {...p} />);
  await userEvent.click(screen.getByRole('button', { name: '立即办理' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: { ...demo.data, type: 'JOIN_ONLY' } });
});

it('a JOIN product applies as JOIN_ONLY (registers with the partner) instead of re-opening its own detail page', async () => {
  const p = testProps(propsSchema, {}, { ...demo.data!, type: 'JOIN' as const });
  render(<ProductDetail {...p} />);
  await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: { ...demo.data, type: 'JOIN_ONLY' } });
});
