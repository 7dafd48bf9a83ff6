import { toList } from '@widgets/shared/list-data';
import { useLoad } from '@widgets/shared/use-load';
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

type Row = Record<string, unknown>;

/**
 * Loads the record `record.id` from `record.load` when one is given; a new id (or load call)
 * shows loading again until its own answer, never the previous record's values.
 */
export function useRecord(record: FormProps['record'], request: WidgetState['request']) {
  const id = record?.id === undefined || record.id === '' ? undefined : String(record.id);
  const load = id === undefined ? undefined : record?.load;
  // The request is the id together with the call that finds it; undefined when adding.
  const key = id === undefined || load === undefined ? undefined : JSON.stringify([id, load]);
  const { state: loaded, retry } = useLoad<Row | undefined>(key, async () => {
    if (id === undefined || load === undefined) return undefined;
    try {
      const answer = await request(load.api, load.params ?? {}, { silent: true });
      return toList<Row>(load.path ? readPath(answer, load.path) : answer).find((item) => String(item.id) === id);
    } catch (error) {
      throw new Error(errorMessage(error, '加载失败'));
    }
  });
  const state: RecordState = loaded.status === 'ready' ? (loaded.data ? { status: 'ready', values: loaded.data } : { status: 'missing' }) : loaded;
  /** The id as the gateway wants it (a number when it looks like one). */
  const recordId = id === undefined ? undefined : /^\d+$/.test(id) ? Number(id) : id;
  return { id: recordId, state, retry };
}
