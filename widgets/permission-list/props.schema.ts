import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'permission-list'> = {
  type: 'permission-list',
  title: '系统权限',
  description:
    'The native permissions (camera, contacts, microphone) with their state as the app reports it (getPermissionState: 已开启 / 未开启 / 已拒绝) and 去开启 (requestPermission; a refusal shows 获取权限失败, 请到手机设置开启). In a plain browser it explains that these settings live in the app.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['permission', 'title', 'purpose'],
        properties: {
          permission: { enum: ['camera', 'contacts', 'microphone'] },
          title: { type: 'string' },
          purpose: { type: 'string', description: 'What the app uses it for.' },
        },
        additionalProperties: false,
      },
      default: [
        { permission: 'camera', title: '相机', purpose: '用于拍摄身份证照片完成实名认证' },
        { permission: 'contacts', title: '通讯录', purpose: '用于快速填写紧急联系人' },
        { permission: 'microphone', title: '麦克风', purpose: '用于在线客服语音沟通' },
      ],
    },
    browserNotice: {
      type: 'string',
      default: '相机、通讯录、麦克风等系统权限由趣生活App向手机系统申请和管理。请在App中打开本页查看或开启；在浏览器中，请到浏览器或手机「设置」里管理网站权限。',
      description: 'Shown instead of the states in a plain browser.',
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type PermissionListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type PermissionListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
