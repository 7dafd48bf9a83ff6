/** A card secret as CP002 answers it, with the card's name. */
export interface RetrievedSecret {
  id: number;
  name: string;
  cardNo: string;
  secret: string;
  faceValue: number;
}

/**
 * The one just-retrieved secret, handed from /my/cardpwd/retrieve to /my/cardpwd/retrieve-result
 * in memory only: never in the URL, storage or logs. A reload loses it (the result page then
 * offers 重新提取); the result page drops it when it closes.
 */
let kept: RetrievedSecret | undefined;

export function keepRetrieved(secret: RetrievedSecret): void {
  kept = secret;
}

export function peekRetrieved(cardId: number): RetrievedSecret | undefined {
  return kept?.id === cardId ? kept : undefined;
}

export function forgetRetrieved(): void {
  kept = undefined;
}
