import type { Form } from 'antd-mobile';

/** The antd-mobile form instance (Form.useForm), which antd-mobile does not export by name. */
export type FormApi = ReturnType<typeof Form.useForm>[0];
