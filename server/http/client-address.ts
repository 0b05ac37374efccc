/**
 * The address a request comes from: the socket's peer, or — only when that peer is a configured reverse proxy
 * (KEEL_TRUSTED_PROXIES) — the right-most X-Forwarded-For entry that is not a trusted proxy. Entries further left
 * are whatever the client chose to send, so they are never believed.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientAddressOf = (c: Context) => string | undefined;

/** Builds the resolver once; throws at start, naming the entry, when a trusted proxy is not an address or range. */
export function createClientAddressOf(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = trustedProxies.length ? proxyList(trustedProxies) : undefined;
  return (c) => {
    const peer = socketAddress(c);
    if (!peer || !trusted || !isTrusted(trusted, peer)) return peer;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => plainAddress(hop.trim()));
    let nearest = peer;
    for (const hop of hops.reverse()) {
      // A hop that is no address was not written by a proxy of ours: keep the nearest one we can vouch for.
      if (!isIP(hop)) return nearest;
      if (!isTrusted(trusted, hop)) return hop;
      nearest = hop;
    }
    return nearest;
  };
}

/** The peer of the Node socket; undefined in-process (tests call app.request without one). */
function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : undefined;
  } catch {
    return undefined;
  }
}

/** Drops what is not part of the address: brackets, a port, an IPv4-mapped IPv6 prefix, a zone id. */
export function plainAddress(text: string): string {
  let address = text;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`KEEL_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
