import { render, screen } from '@testing-library/react';
import { Form } from 'antd-mobile';
import { expect, it, vi } from 'vitest';
import { FormField } from './FormField';
import type { LeafField } from './fields';

/** One field of a group titled 收货人 (as the contact groups of the credit-info form are drawn). */
function renderGrouped(leaf: Omit<LeafField, 'required' | 'group'>) {
  function Host() {
    const [form] = Form.useForm();
    return (
      <Form form={form}>
        <FormField leaf={{ ...leaf, required: false, group: '收货人' }} form={form} validator={vi.fn(async () => {})} />
      </Form>
    );
  }
  return render(<Host />);
}

it('a text field inside a group is named with the group’s title, so two groups’ fields are told apart', () => {
  renderGrouped({ path: 'receiver.name', name: ['receiver', 'name'], widget: 'input', field: { type: 'string', title: '姓名' } });
  expect(screen.getByRole('textbox', { name: '收货人 姓名' })).toBeInTheDocument();
});

it('a text area inside a group is named with the group’s title on the text area itself', () => {
  renderGrouped({ path: 'receiver.note', name: ['receiver', 'note'], widget: 'textarea', field: { type: 'string', title: '备注', maxLength: 50 } });
  const area = screen.getByRole('textbox', { name: '收货人 备注' });
  expect(area.tagName).toBe('TEXTAREA');
});
