import { Button, Toast } from 'antd-mobile';
import type { FieldGroup } from './fields';
import type { FormApi } from './form-api';
import { errorMessage } from '@/lib/error-message';

/** A button in each nested group's header that fills the group (e.g. 从通讯录选择). */
export interface GroupAction {
  text: string;
  /** Resolves the values to put into the group, or undefined to leave it; a rejection's message is toasted. */
  run(groupKey: string): Promise<Record<string, unknown> | undefined>;
}

/** Props of GroupHeader. */
export interface GroupHeaderProps {
  group: FieldGroup & { key: string };
  form: FormApi;
  action?: GroupAction;
}

/** A nested object's title (inside Form.Header) with the optional group action. */
export function GroupHeader({ group, form, action }: GroupHeaderProps) {
  const { key } = group;
  const fill = async () => {
    try {
      const values = await action?.run(key);
      if (!values) return;
      form.setFieldsValue({ [key]: { ...(form.getFieldValue(key) as object | undefined), ...values } });
      await form.validateFields(Object.keys(values).map((name) => [key, name])).catch(() => undefined);
    } catch (error) {
      Toast.show({ content: errorMessage(error, '获取联系人失败') });
    }
  };
  return (
    <div className="qsh-form-group-header">
      <span>{group.title}</span>
      {action ? <Button size="mini" fill="none" color="primary" onClick={() => void fill()}>{action.text}</Button> : null}
    </div>
  );
}
