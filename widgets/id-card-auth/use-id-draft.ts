import { useEffect, useState } from 'react';
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

/** The draft, saved to sessionStorage on every change (cleared with `clear`). */
export function useIdDraft() {
  const [draft, setDraft] = useState<IdDraft>(read);
  useEffect(() => {
    try {
      sessionStorage.setItem(ID_DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // A blocked storage only loses the draft.
    }
  }, [draft]);
  const update = (patch: Partial<IdDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const clear = () => {
    try {
      sessionStorage.removeItem(ID_DRAFT_KEY);
    } catch {
      // Nothing to clear.
    }
  };
  return { draft, update, clear };
}
