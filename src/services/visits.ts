import { formatDate } from '@/lib/date';
import type { Gateway } from './gateway/types';
import { DEFAULT_CHANNEL } from './gateway/headers';
import { readJson, write, type KeyValueStorage } from '@/lib/storage';

export { DEFAULT_CHANNEL };
/** Partner channels: C000 (own platform), C016, C004. */
export const PARTNER_CHANNELS: readonly string[] = ['C000', 'C016', 'C004'];
/** Storage key of the day's unique visits. */
export const UV_STORAGE_KEY = 'qsh.visits.uv';

/** One BA012 visit. */
export interface Visit {
  objectType: 'PARTNER' | 'PRODUCT';
  objectId: string;
  userId: string;
  visitType: 'PV' | 'UV';
}

export interface VisitsOptions {
  gateway: Pick<Gateway, 'callRaw'>;
  /** Where the day's unique visits are remembered (localStorage in the app). */
  storage: KeyValueStorage;
  now?: () => Date;
}

/** The app channel to record: the reported one, or C004 when there is none. */
export function resolveChannel(channel: string | undefined): string {
  return channel?.trim() || DEFAULT_CHANNEL;
}

/**
 * Visit recording (BA012): a page view (PV) every time, and a unique visit (UV) once per day
 * (yyyy-MM-dd in Asia/Shanghai) per channel or per product and user. Calls are silent: a failed
 * visit never bothers the user.
 */
export function createVisits({ gateway, storage, now = () => new Date() }: VisitsOptions) {
  function claimUnique(key: string): boolean {
    const day = formatDate(now());
    const seen = readJson<{ day?: unknown; keys?: unknown }>(storage, UV_STORAGE_KEY, (v): v is { day?: unknown; keys?: unknown } => typeof v === 'object' && v !== null, {});
    const keys = seen.day === day && Array.isArray(seen.keys) ? seen.keys.filter((k): k is string => typeof k === 'string') : [];
    if (keys.includes(key)) return false;
    write(storage, UV_STORAGE_KEY, JSON.stringify({ day, keys: [...keys, key] }));
    return true;
  }

  async function record(objectType: Visit['objectType'], objectId: string, userId: string, uvKey: string): Promise<void> {
    const send = (visitType: Visit['visitType']) =>
      gateway.callRaw('BA012', { objectType, objectId, userId, visitType } satisfies Visit, { silent: true }).catch(() => undefined);
    const sends = [send('PV')];
    if (claimUnique(uvKey)) sends.push(send('UV'));
    await Promise.all(sends);
  }

  return {
    /** A visit of the app through a channel (C004 when none). */
    recordChannelVisit(channel: string | undefined, userId = ''): Promise<void> {
      const id = resolveChannel(channel);
      return record('PARTNER', id, userId, `PARTNER:${id}`);
    },
    /** A visit of a product by a user (H5 products). */
    recordProductVisit(productId: string, userId: string): Promise<void> {
      return record('PRODUCT', productId, userId, `PRODUCT:${productId}:${userId}`);
    },
  };
}

/** The visit recorder created by createVisits. */
export type Visits = ReturnType<typeof createVisits>;
