import { Button, Form, Input, Result } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { validateIdNumber } from '@/lib/id-number';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import { IdCardSide } from './IdCardSide';
import type { IdCardAuthProps, OcrResult, UploadedSide } from './props.schema';
import { useIdDraft } from './use-id-draft';
import './id-card-auth.css';
import { errorMessage } from '@/lib/error-message';


export const IdCardAuth = observer(function IdCardAuth({ props, onAction, state }: WidgetProps<IdCardAuthProps>) {
  const { user } = useStores();
  const { draft, update, clear } = useIdDraft();
  const [idNo, setIdNo] = useState('');
  const [errors, setErrors] = useState<{ name?: string; idNo?: string; files?: string; submit?: string }>({});
  const [busy, setBusy] = useState(false);
  if (user.flow && user.flow !== 'IDCARD') {
    const next = user.flow === 'INFO' ? { text: '继续完善个人信息', to: '/cust-info' } : { text: '查看我的额度', to: '/limit' };
    return (
      <div className="qsh-id-card-done">
        <Result status="success" title="身份认证已完成" description={user.flow === 'INFO' ? '还差最后一步：完善个人信息' : '您已完成授信'} />
        <Button block color="primary" onClick={() => onAction({ kind: 'navigate', to: next.to, replace: true })}>{next.text}</Button>
      </div>
    );
  }
  // A message stays until its own field (or upload) changes; the submit checks everything again.
  const forget = (field: 'name' | 'idNo' | 'files') => setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
  const changeName = (name: string) => {
    update({ name });
    forget('name');
  };
  const changeIdNo = (next: string) => {
    setIdNo(next);
    forget('idNo');
  };
  const recognise = async (side: 'FRONT' | 'BACK', uploaded: UploadedSide | undefined) => {
    update(side === 'FRONT' ? { front: uploaded } : { back: uploaded });
    forget('files');
    if (!uploaded || side === 'BACK') return;
    try {
      const ocr = (await state.request('UC004', { side, fileId: uploaded.fileId }, { loading: true })) as OcrResult | undefined;
      if (ocr?.name) changeName(ocr.name);
      if (ocr?.idNo) changeIdNo(ocr.idNo);
    } catch {
      // The gateway showed why; the user may type the name and number.
    }
  };
  const check = () => {
    const name = (draft.name ?? '').trim();
    const id = validateIdNumber(idNo.trim());
    const next = {
      files: !draft.front || !draft.back ? '请上传身份证人像面和国徽面' : undefined,
      name: name.length < 2 || name.length > 20 ? '请填写身份证上的姓名' : undefined,
      idNo: id.ok ? undefined : id.message,
    };
    setErrors(next);
    return !next.files && !next.name && !next.idNo;
  };
  const submit = async () => {
    if (!check() || !draft.front || !draft.back) return;
    setBusy(true);
    try {
      const info = await state.request('CR001', { frontFileId: draft.front.fileId, backFileId: draft.back.fileId, name: (draft.name ?? '').trim(), idNo: idNo.trim().toUpperCase() }, { loading: true, silent: true });
      user.setInfo(info as Parameters<typeof user.setInfo>[0]);
      clear();
      onAction(props.success);
    } catch (error) {
      setErrors({ submit: errorMessage(error, '认证失败，请稍后重试') });
    } finally {
      setBusy(false);
    }
  };
  const maxSizeMb = props.maxSizeMb;
  return (
    <div className="qsh-id-card">
      <div className="qsh-id-card-tip">请拍摄或上传本人二代身份证原件，确保四角完整、字迹清晰</div>
      <div className="qsh-id-card-sides">
        <IdCardSide label="身份证人像面" side="FRONT" value={draft.front} maxSizeMb={maxSizeMb} upload={state.upload} onChange={(v) => void recognise('FRONT', v)} />
        <IdCardSide label="身份证国徽面" side="BACK" value={draft.back} maxSizeMb={maxSizeMb} upload={state.upload} onChange={(v) => void recognise('BACK', v)} />
      </div>
      {errors.files ? <div role="alert" className="qsh-id-card-error">{errors.files}</div> : null}
      <Form layout="horizontal" mode="card" footer={
        <>
          {errors.submit ? <div role="alert" className="qsh-id-card-error">{errors.submit}</div> : null}
          <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>{props.submitText}</Button>
        </>
      }>
        <Form.Header>请核对识别结果，如有误可直接修改</Form.Header>
        <Form.Item label="姓名" description={errors.name ? <span role="alert" className="qsh-id-card-error">{errors.name}</span> : undefined}>
          <Input placeholder="请填写身份证上的姓名" value={draft.name ?? ''} onChange={changeName} maxLength={20} aria-label="姓名" />
        </Form.Item>
        <Form.Item label="身份证号" description={errors.idNo ? <span role="alert" className="qsh-id-card-error">{errors.idNo}</span> : undefined}>
          <Input placeholder="请填写18位身份证号码" value={idNo} onChange={changeIdNo} maxLength={18} aria-label="身份证号" />
        </Form.Item>
      </Form>
    </div>
  );
});
