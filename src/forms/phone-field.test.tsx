import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { getForm } from './form-registry';
import { SchemaForm } from './SchemaForm';

const creditInfo = getForm('credit-info')!;

beforeEach(() => {
  sessionStorage.clear();
});

it('a phone field drops spaces and dashes before it keeps 11 digits: a pasted 139 1111 2222 is 13911112222', () => {
  render(<SchemaForm form={creditInfo} onSubmit={vi.fn()} />);
  const [first, second] = screen.getAllByPlaceholderText('请填写联系人手机号') as HTMLInputElement[];
  expect(first!.maxLength).toBe(-1);
  fireEvent.change(first!, { target: { value: '139 1111 2222' } });
  expect(first!.value).toBe('13911112222');
  fireEvent.change(second!, { target: { value: '137-0013-7000' } });
  expect(second!.value).toBe('13700137000');
  fireEvent.change(second!, { target: { value: '137001370001' } });
  expect(second!.value).toBe('13700137000');
});
