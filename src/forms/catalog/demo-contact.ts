import type { FormSpec } from '../types';

/** A small demo form (the credit-info and address forms come from schemas/forms later). */
export const demoContactForm: FormSpec = {
  id: 'demo-contact',
  title: '联系人',
  schema: {
    $id: 'demo-contact',
    type: 'object',
    required: ['name', 'phone'],
    properties: {
      name: { type: 'string', title: '姓名', minLength: 2, maxLength: 20 },
      phone: { type: 'string', title: '手机号', pattern: '^1\\d{10}$', errorMessage: { pattern: '请输入正确的手机号' } },
      relation: { type: 'string', title: '关系', enum: ['parent', 'spouse', 'children', 'brothers', 'other'] },
      note: { type: 'string', title: '备注', maxLength: 200 },
    },
    additionalProperties: false,
  },
  ui: {
    name: { placeholder: '请输入姓名' },
    phone: { placeholder: '请输入手机号' },
    relation: { widget: 'selector', labels: ['父母', '配偶', '子女', '兄弟姐妹', '其他'] },
    note: { widget: 'textarea', placeholder: '选填' },
  },
};
