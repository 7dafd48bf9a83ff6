import { useRef, useState } from 'react';
import { draftKey } from '@/forms/draft';
import { sessionDraft } from '@widgets/shared/session-draft';

/** What the add-card form keeps while the user goes back and forth (the agreement, the card list, ...). Never the SMS code. */
export interface CardDraft {
  cardNo?: string;
  cardType?: 'DEBIT' | 'CREDIT';
  phone?: string;
  agreed?: boolean;
}

/** Kept where the forms keep their drafts (src/forms/draft.ts), for the holder it was typed for. */
export const CARD_DRAFT_KEY = draftKey('bank-card');

type Stored = Omit<CardDraft, 'cardNo'> & { holder: string };

const isStored = (v: unknown): v is Stored => typeof v === 'object' && v !== null && typeof (v as { holder?: unknown }).holder === 'string';

const stored = sessionDraft(CARD_DRAFT_KEY, isStored);

/**
 * The full card number is sensitive (the gateway keeps only the masked one): like the forms'
 * `x-sensitive` fields it is never written to storage. It is kept in memory only, so it survives
 * leaving the page and coming back, not a reload.
 */
let typedCardNo: { holder: string; cardNo: string } | undefined;

function read(holder: string): CardDraft {
  // Another holder's draft is not shown (stored.read gives nothing then).
  const { holder: _owner, ...draft }: Stored = stored.read((s) => s.holder === holder) ?? { holder };
  return typedCardNo?.holder === holder ? { ...draft, cardNo: typedCardNo.cardNo } : draft;
}

/** Forgets the draft, in memory and in storage. */
export function clearCardDraft(): void {
  typedCardNo = undefined;
  stored.clear();
}

function save(holder: string, draft: CardDraft): void {
  const { cardNo, ...rest } = draft;
  typedCardNo = cardNo ? { holder, cardNo } : undefined;
  stored.write({ holder, ...rest });
}

/** The draft of `holder`'s card, saved with every change; `clear` forgets it (after the card is bound). */
export function useCardDraft(holder: string) {
  const [draft, setDraft] = useState<CardDraft>(() => read(holder));
  const latest = useRef(draft);
  const update = (patch: Partial<CardDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    save(holder, next);
    setDraft(next);
  };
  const clear = clearCardDraft;
  return { draft, update, clear };
}
