import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '@/lib/storage';
import { newestAdded, sessionDraft } from './session-draft';

interface Draft {
  subject: string;
  chosen?: number;
}
const isDraft = (v: unknown): v is Draft => typeof v === 'object' && v !== null && typeof (v as Draft).subject === 'string';

const throwing = (): KeyValueStorage => ({
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('sessionDraft', () => {
  it('keeps a value in sessionStorage under its key, reads it back and clears it', () => {
    const draft = sessionDraft('qsh.testDraft', isDraft);
    expect(draft.read()).toBeUndefined();
    draft.write({ subject: 'a', chosen: 3 });
    expect(JSON.parse(sessionStorage.getItem('qsh.testDraft') ?? '')).toEqual({ subject: 'a', chosen: 3 });
    expect(sessionDraft('qsh.testDraft', isDraft).read()).toEqual({ subject: 'a', chosen: 3 });
    draft.clear();
    expect(sessionStorage.getItem('qsh.testDraft')).toBeNull();
    expect(draft.read()).toBeUndefined();
  });

  it('corrupt JSON or a value of the wrong shape reads as nothing, without throwing', () => {
    const storage = memoryStorage({ corrupt: '{"subject":', wrong: JSON.stringify({ chosen: 3 }), nullish: 'null' });
    expect(() => sessionDraft('corrupt', isDraft, storage).read()).not.toThrow();
    expect(sessionDraft('corrupt', isDraft, storage).read()).toBeUndefined();
    expect(sessionDraft('wrong', isDraft, storage).read()).toBeUndefined();
    expect(sessionDraft('nullish', isDraft, storage).read()).toBeUndefined();
  });

  it('a storage that throws on every call (Safari private mode, quota) is tolerated: nothing is read, nothing thrown', () => {
    const draft = sessionDraft('qsh.testDraft', isDraft, throwing());
    expect(draft.read()).toBeUndefined();
    expect(() => draft.write({ subject: 'a' })).not.toThrow();
    expect(() => draft.clear()).not.toThrow();
  });

  it('sessionStorage itself being inaccessible (its getter throws) is tolerated too', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const draft = sessionDraft('qsh.testDraft', isDraft);
    expect(() => draft.write({ subject: 'a' })).not.toThrow();
    expect(draft.read()).toBeUndefined();
    expect(() => draft.clear()).not.toThrow();
  });

  it('a draft for another subject is not reused, and is left in place; a draft under another key is never read', () => {
    const storage = memoryStorage();
    sessionDraft('qsh.testDraft', isDraft, storage).write({ subject: 'bills 1,2', chosen: 7 });
    const draft = sessionDraft('qsh.testDraft', isDraft, storage);
    expect(draft.read((d) => d.subject === 'bills 3')).toBeUndefined();
    expect(draft.read((d) => d.subject === 'bills 1,2')).toEqual({ subject: 'bills 1,2', chosen: 7 });
    expect(sessionDraft('qsh.otherDraft', isDraft, storage).read()).toBeUndefined();
  });
});

describe('newestAdded', () => {
  const item = (id: number) => ({ id, name: `item ${id}` });

  it('is the item whose id was not known when the customer left', () => {
    expect(newestAdded([1, 2], [item(1), item(2), item(5)])).toEqual(item(5));
    expect(newestAdded([3, 9], [item(9), item(4), item(3)])).toEqual(item(4));
  });

  it('with several new items it is the one with the highest id, wherever it stands in the list', () => {
    expect(newestAdded([1], [item(7), item(1), item(12), item(8)])).toEqual(item(12));
  });

  it('nothing new (also when a known item was removed meanwhile) gives undefined', () => {
    expect(newestAdded([1, 2], [item(2), item(1)])).toBeUndefined();
    expect(newestAdded([1, 2], [item(2)])).toBeUndefined();
    expect(newestAdded([1], [])).toBeUndefined();
  });

  it('without known ids nothing counts as new; with an empty list of known ids every item does', () => {
    expect(newestAdded(undefined, [item(1), item(2)])).toBeUndefined();
    expect(newestAdded([], [item(2), item(1)])).toEqual(item(2));
  });
});
