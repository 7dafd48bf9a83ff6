import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the gateway may name the client (`TRUSTED_PROXIES`, docs/server.md
 * "Client address"). Unset: nobody; the client address is the socket's peer and X-Forwarded-For is
 * ignored, so a client cannot choose the address its limits are counted under.
 */
export type TrustedProxies =
  | { kind: 'none' }
  /** Proxies by address: exact IPs and CIDR ranges, IPv4 or IPv6. */
  | { kind: 'list'; list: BlockList; text: string }
  /** The nearest `hops` proxies, whatever their address (a fixed chain, e.g. one load balancer). */
  | { kind: 'hops'; hops: number };

export const TRUST_NONE: TrustedProxies = { kind: 'none' };

/** An address without the IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` -> `10.0.0.1`), as the limits key it. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const v = isIP(address);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/**
 * Parses `TRUSTED_PROXIES`: empty for none; a whole number for a hop count (`1`: one proxy in front);
 * otherwise a comma-separated list of IPs and CIDR ranges (`127.0.0.1,10.0.0.0/8,fd00::/8`). Throws on
 * anything else, so a typo stops the gateway at start instead of trusting the wrong hops.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim();
  if (text === '') return TRUST_NONE;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return TRUST_NONE;
    if (hops > 20) throw new Error(`TRUSTED_PROXIES: a hop count must be 0-20, got "${text}"`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    const [address = '', bits, extra] = entry.split('/');
    const fam = family(address);
    const max = fam === 'ipv4' ? 32 : 128;
    if (!fam || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8), nor a hop count`);
    }
    if (bits === undefined) list.addAddress(address, fam);
    else list.addSubnet(address, Number(bits), fam);
  }
  return { kind: 'list', list, text };
}

/** One X-Forwarded-For entry as an address: brackets and a port taken off (`[::1]:80`, `1.2.3.4:5678`); null when it is no IP. */
function forwardedAddress(entry: string): string | null {
  let value = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? '';
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  return family(value) ? plain(value) : null;
}

function trusts(trusted: TrustedProxies, address: string): boolean {
  if (trusted.kind !== 'list') return false;
  const fam = family(address);
  return fam !== null && trusted.list.check(address, fam);
}

/**
 * The client's address for the per-address limits. `peer` is the socket's remote address; `forwardedFor`
 * the X-Forwarded-For header(s), each proxy having appended the address it was called from.
 *
 * - none: the peer.
 * - list: while the nearest hop (first the peer, then the X-Forwarded-For entries from the right) is a
 *   trusted proxy, step one entry left; the first untrusted address is the client. Entries left of it
 *   were written by the client and are never read. All trusted: the leftmost entry.
 * - hops: the entry `hops` places from the right (the address the outermost trusted proxy saw);
 *   with fewer entries, the leftmost.
 *
 * An entry that is not an IP address ends the walk at the last address known good.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const socket = plain(peer);
  if (trusted.kind === 'none' || !forwardedFor) return socket;
  const chain = forwardedFor.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (trusted.kind === 'hops') {
    let current = socket;
    for (let i = 0; i < trusted.hops && chain.length > 0; i += 1) {
      const next = forwardedAddress(chain.pop() ?? '');
      if (next === null) return current;
      current = next;
    }
    return current;
  }
  let current = socket;
  while (trusts(trusted, current) && chain.length > 0) {
    const next = forwardedAddress(chain.pop() ?? '');
    if (next === null) return current;
    current = next;
  }
  return current;
}
