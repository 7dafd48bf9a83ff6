import { Toast } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { getForm, SchemaForm } from '@/forms';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import { contactPickAction } from './contact-pick';
import type { FormProps } from './props.schema';
import { useRecord } from './use-record';
import { ErrorView, LoadingView, NotFoundView } from '@/ui/load-states';
import { StateBlock } from '@/ui/state-block';
import { errorMessage } from '@/lib/error-message';

const messageOf = (error: unknown) => errorMessage(error, '提交失败，请稍后重试');

export const FormWidget = observer(function FormWidget({ props, data, onAction, state }: WidgetProps<FormProps, Record<string, unknown>>) {
  const { user, app } = useStores();
  const form = getForm(props.form);
  const record = useRecord(props.record, state.request);
  const [error, setError] = useState<string>();
  const userPhone = user.info?.phone;
  const context = useMemo(() => ({ userPhone }), [userPhone]);
  const groupAction = useMemo(() => (props.pickContacts && app.inAppShell ? contactPickAction(state.pickContact) : undefined), [props.pickContacts, app.inAppShell, state.pickContact]);
  if (!form) return <StateBlock status="default" title="表单不存在" description={props.form} />;
  if (record.state.status === 'loading') return <LoadingView lines={5} />;
  if (record.state.status === 'missing') return <NotFoundView title="记录不存在" message="它可能已被删除" onBack={() => onAction({ kind: 'back' })} />;
  if (record.state.status === 'error') return <ErrorView message={record.state.message} onRetry={record.retry} />;
  const call = record.id !== undefined && props.record ? { ...props.record.submit, params: { ...props.record.submit.params, id: record.id } } : props.submit;
  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    if (call) {
      try {
        await state.request(call.api, { ...call.params, ...values }, { loading: true, silent: true });
      } catch (failure) {
        setError(messageOf(failure));
        return false;
      }
    }
    Toast.show({ content: props.successText });
    if (props.success) onAction(props.success);
    return true;
  };
  const initialValues = record.state.status === 'ready' ? record.state.values : data;
  return (
    <SchemaForm
      form={form}
      initialValues={initialValues}
      submitText={props.submitText}
      context={context}
      draft={props.draft && record.id === undefined}
      groupAction={groupAction}
      error={error}
      onSubmit={submit}
    />
  );
});
