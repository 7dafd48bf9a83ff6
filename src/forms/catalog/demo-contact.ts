import type { FormSpec } from '../types';

/** A small demo form for the widget gallery and tests. */
export const demoContactForm: FormSpec = {
  id: 'demo-contact',
  title: '联系人',
  schema: {
    $id: 'demo-contact',
    title: '联系人',
    type: 'object',
    required: ['name', 'phone'],
    properties: {
      name: { type: 'string', title: '姓名', minLength: 2, maxLength: 20, 'x-placeholder': '请输入姓名' },
      phone: { type: 'string', title: '手机号', pattern: '^1\\d{10}$', errorMessage: { pattern: '请输入正确的手机号' }, 'x-placeholder': '请输入手机号' },
      relation: { type: 'string', title: '关系', enum: ['parent', 'spouse', 'children', 'brothers', 'other'], 'x-enumNames': ['父母', '配偶', '子女', '兄弟姐妹', '其他'] },
      note: { type: 'string', title: '备注', maxLength: 200, 'x-widget': 'textarea', 'x-placeholder': '选填' },
    },
    additionalProperties: false,
  },
};
