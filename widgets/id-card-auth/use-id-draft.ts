import { useRef, useState } from 'react';
import type { UploadedSide } from './props.schema';

/** The ID card step's draft: the uploads and the name. The ID number is sensitive and never kept. */
export interface IdDraft {
  front?: UploadedSide;
  back?: UploadedSide;
  name?: string;
}

export const ID_DRAFT_KEY = 'qsh.formDraft.id-card';

function read(): IdDraft {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ID_DRAFT_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as IdDraft) : {};
  } catch {
    return {};
  }
}

function save(draft: IdDraft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(ID_DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(ID_DRAFT_KEY);
  } catch {
    // A blocked storage only loses the draft.
  }
}

/**
 * The draft, saved to sessionStorage as part of every change (not in a later effect, so a reload
 * or a page left right after an upload still finds it); `clear` forgets it.
 */
export function useIdDraft() {
  const [draft, setDraft] = useState<IdDraft>(read);
  const latest = useRef(draft);
  const update = (patch: Partial<IdDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    save(next);
    setDraft(next);
  };
  const clear = () => save(undefined);
  return { draft, update, clear };
}
