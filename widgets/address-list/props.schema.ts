import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'address-list'> = {
  type: 'address-list',
  title: '收货地址列表',
  description:
    'The user\'s addresses (AD001, default first) with 设为默认 (AD004), 编辑 (`editPath?id=`) and 删除 after a confirm (AD005; or swipe a card left for 删除), and 新增收货地址 (`editPath`). Loading, empty and error states of its own.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    editPath: { type: 'string', pattern: '^/', default: '/my/address/edit', description: 'The edit page (gets `?id=` to edit, nothing to add).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type AddressListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type AddressListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One address as AD001 answers it. */
export interface Address {
  id: number;
  name: string;
  tel: string;
  province: string;
  city: string;
  county: string;
  addressDetail: string;
  isDefault: 'Y' | 'N';
}
