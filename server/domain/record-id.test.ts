import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-id';

describe('record ids', () => {
  it('ids made in the same second do not collide, even 200,000 of them', () => {
    const now = Date.UTC(2026, 10, 24, 5, 0, 0);
    const ids = new Set<string>();
    for (let i = 0; i < 200_000; i += 1) ids.add(newRecordId('O', now));
    expect(ids.size).toBe(200_000);
  });

  it('an id is the prefix, the time to the second and 12 hex digits, within the contract length (40)', () => {
    const id = newRecordId('P', Date.UTC(2026, 10, 24, 5, 0, 0));
    expect(id).toMatch(/^P\d{14}[0-9A-F]{12}$/);
    expect(id.length).toBeLessThanOrEqual(40);
  });
});
