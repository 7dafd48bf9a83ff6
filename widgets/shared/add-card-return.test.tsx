import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/storage';
import { ADD_CARD_RETURN_KEY, addCardReturn, cardAddedWhileAway, useAddCardReturn, type AddCardTrip } from './add-card-return';

const card = (id: number) => ({ id, bankName: '招商银行', last4: '8888' });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('add-card-return: the card bound while away at 添加银行卡 is the one to use on return', () => {
  it('what was kept for a subject (an order, some bills) is read back for the same subject only, and forgotten on demand', () => {
    addCardReturn('bills:1,2').leave([card(3)], 'ALIPAY');
    expect(addCardReturn('bills:1,2,3').read()).toBeUndefined();
    expect(addCardReturn('order:O1').read()).toBeUndefined();
    expect(addCardReturn('bills:1,2').read()).toEqual({ subject: 'bills:1,2', cardIds: [3], choice: 'ALIPAY' });
    addCardReturn('bills:1,2').forget();
    expect(sessionStorage.getItem(ADD_CARD_RETURN_KEY)).toBeNull();
    expect(addCardReturn('bills:1,2').read()).toBeUndefined();
  });

  it('another subject forgetting its trip leaves this one in place', () => {
    addCardReturn('order:O1').leave([]);
    addCardReturn('bills:1,2').forget();
    expect(addCardReturn('order:O1').read()).toEqual({ subject: 'order:O1', cardIds: [] });
  });

  it('a corrupt or wrongly shaped record reads as nothing', () => {
    sessionStorage.setItem(ADD_CARD_RETURN_KEY, '{"subject":');
    expect(addCardReturn('bills:1,2').read()).toBeUndefined();
    const storage = memoryStorage({ [ADD_CARD_RETURN_KEY]: JSON.stringify({ subject: 'order:O1', cardIds: ['3'] }) });
    expect(addCardReturn('order:O1', storage).read()).toBeUndefined();
  });

  it('on return the newest card bound meanwhile is the one to use; none when no card was bound or the cards were not known on leaving', () => {
    const trip = (over: Partial<AddCardTrip>): AddCardTrip => ({ subject: 'bills:1', choice: 'ALIPAY', cardIds: [3], ...over });
    expect(cardAddedWhileAway(trip({}), [card(3), card(11), card(9)])).toEqual(card(11));
    expect(cardAddedWhileAway(trip({}), [card(3)])).toBeUndefined();
    expect(cardAddedWhileAway(trip({ cardIds: undefined }), [card(3)])).toBeUndefined();
    // The cashier leaves with no card bound: any card there on return was bound while away.
    expect(cardAddedWhileAway(trip({ cardIds: [] }), [card(9)])).toEqual(card(9));
    expect(cardAddedWhileAway(undefined, [card(9)])).toBeUndefined();
  });

  it('a screen reads its trip once: drawn anew it gets it, a later visit starts afresh', () => {
    const seen: (AddCardTrip | undefined)[] = [];
    function Screen() {
      seen.push(useAddCardReturn('order:O1'));
      return null;
    }
    addCardReturn('order:O1').leave([], 'QUICKPAY');
    render(<Screen />);
    expect(seen.at(-1)).toEqual({ subject: 'order:O1', cardIds: [], choice: 'QUICKPAY' });
    cleanup();
    render(<Screen />);
    expect(seen.at(-1)).toBeUndefined();
  });
});
