import { useRef, useState } from 'react';
import { draftKey } from '@/forms/draft';
import { readJson, webStorage, write } from '@/lib/storage';
import type { UploadedSide } from './props.schema';

/** The ID card step's draft: the uploads and the name. The ID number is sensitive and never kept. */
export interface IdDraft {
  front?: UploadedSide;
  back?: UploadedSide;
  name?: string;
}

/** Kept where the forms keep their drafts (src/forms/draft.ts). */
export const ID_DRAFT_KEY = draftKey('id-card');

const read = (): IdDraft => readJson<IdDraft>(webStorage('sessionStorage'), ID_DRAFT_KEY, (v): v is IdDraft => typeof v === 'object' && v !== null, {});

// A blocked storage only loses the draft (write ignores storage failures).
const save = (draft: IdDraft | undefined): void => write(webStorage('sessionStorage'), ID_DRAFT_KEY, draft ? JSON.stringify(draft) : undefined);

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
