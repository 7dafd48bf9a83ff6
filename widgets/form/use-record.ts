import { useEffect, useState } from 'react';
import { toList } from '../shared/list-data';
import type { WidgetState } from '../types';
import type { FormProps } from './props.schema';
import { errorMessage } from '@/lib/error-message';
import { readPath } from '@/lib/json';

/** The record being edited: loading, found, missing or failed (idle when adding). */
export type RecordState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; values: Record<string, unknown> }
  | { status: 'missing' }
  | { status: 'error'; message: string };


/** Loads the record `record.id` from `record.load` when one is given. */
export function useRecord(record: FormProps['record'], request: WidgetState['request']) {
  const id = record?.id === undefined || record.id === '' ? undefined : String(record.id);
  const loadKey = id && record ? JSON.stringify(record.load) : undefined;
  const [state, setState] = useState<RecordState>(id ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id || !loadKey) return;
    const load = JSON.parse(loadKey) as NonNullable<FormProps['record']>['load'];
    let live = true;
    request(load.api, load.params ?? {}, { silent: true }).then(
      (answer) => {
        const found = toList<Record<string, unknown>>(load.path ? readPath(answer, load.path) : answer).find((item) => String(item.id) === id);
        if (live) setState(found ? { status: 'ready', values: found } : { status: 'missing' });
      },
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error, '加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [id, loadKey, request, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  /** The id as the gateway wants it (a number when it looks like one). */
  const recordId = id === undefined ? undefined : /^\d+$/.test(id) ? Number(id) : id;
  return { id: recordId, state, retry };
}
