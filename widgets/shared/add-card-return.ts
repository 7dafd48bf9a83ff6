import { useEffect, useState } from 'react';
import type { KeyValueStorage } from '@/lib/storage';
import { newestAdded, sessionDraft } from './session-draft';

/**
 * A trip to 添加银行卡 (the add-card form, which goes back when done): what a pay screen kept when the
 * customer left it, so that on return — the screen is drawn anew — the card bound while away is the
 * one to use, else the choice made before leaving. The cashier (subject `order:<orderId>`) and the
 * bill repayment (`bills:<ids>`) follow this one rule.
 */
export interface AddCardTrip {
  /** What the screen was paying: only a screen for the same subject reads the trip back. */
  subject: string;
  /** The ids of the cards bound when the customer left; absent when they were not known yet (no card counts as new then). */
  cardIds?: number[];
  /** What the customer had chosen before leaving (e.g. bill-pay's method), used when no card was bound meanwhile. */
  choice?: string;
}

/** sessionStorage key of the one trip there is at a time (a later 添加银行卡 replaces it). */
export const ADD_CARD_RETURN_KEY = 'qsh.addCardReturn';

const isTrip = (v: unknown): v is AddCardTrip => {
  if (typeof v !== 'object' || v === null) return false;
  const t = v as AddCardTrip;
  return (
    typeof t.subject === 'string' &&
    (t.cardIds === undefined || (Array.isArray(t.cardIds) && t.cardIds.every((id) => typeof id === 'number'))) &&
    (t.choice === undefined || typeof t.choice === 'string')
  );
};

export interface AddCardReturn {
  /** 添加银行卡 tapped: keep the cards bound now (undefined while they are not loaded) and the choice made. */
  leave(cards: readonly { id: number }[] | undefined, choice?: string): void;
  /** The trip kept for this subject, or undefined (none, corrupt, or another subject's, which is left in place). */
  read(): AddCardTrip | undefined;
  /** Forgets this subject's trip (another subject's stays for its own screen). */
  forget(): void;
}

/** The add-card trip of one subject (`order:O1`, `bills:1,2`); `storage` replaces sessionStorage (tests). */
export function addCardReturn(subject: string, storage?: KeyValueStorage): AddCardReturn {
  const kept = sessionDraft(ADD_CARD_RETURN_KEY, isTrip, storage);
  const mine = (trip: AddCardTrip) => trip.subject === subject;
  return {
    leave: (cards, choice) => kept.write({ subject, ...(cards ? { cardIds: cards.map((c) => c.id) } : {}), ...(choice !== undefined ? { choice } : {}) }),
    read: () => kept.read(mine),
    forget: () => {
      if (kept.read(mine)) kept.clear();
    },
  };
}

/** On return: the card bound while away (the newest new one), if any. */
export function cardAddedWhileAway<T extends { id: number }>(trip: AddCardTrip | undefined, cards: readonly T[]): T | undefined {
  return newestAdded(trip?.cardIds, cards);
}

/**
 * The trip back to this screen, read once: read when the screen is first drawn, forgotten once it is
 * on screen, so a later visit starts afresh.
 */
export function useAddCardReturn(subject: string): AddCardTrip | undefined {
  const [trip] = useState(() => addCardReturn(subject).read());
  useEffect(() => addCardReturn(subject).forget(), [subject]);
  return trip;
}
