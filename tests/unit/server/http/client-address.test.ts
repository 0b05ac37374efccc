import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientAddressOf, plainAddress } from '../../../../server/http/client-address.js';
import { socketBindings } from '../../../support/test-app.js';

const resolve = async (trustedProxies: string[], peer: string | undefined, forwardedFor?: string) => {
  const addressOf = createClientAddressOf(trustedProxies);
  const app = new Hono().get('/', (c) => c.text(addressOf(c) ?? 'none'));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await app.request('/', { headers }, peer ? socketBindings(peer) : undefined)).text();
};

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await resolve([], '198.51.100.4', '192.0.2.1')).toBe('198.51.100.4');
    expect(await resolve([], '::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('is unknown in-process, where there is no socket', async () => {
    expect(await resolve(['10.0.0.0/8'], undefined, '192.0.2.1')).toBe('none');
  });

  it('behind trusted proxies is the right-most entry that is not one of them', async () => {
    expect(await resolve(['10.0.0.0/8', '2001:db8::/32'], '10.1.1.1', 'spoofed, 192.0.2.7, 2001:db8::5, 10.2.2.2')).toBe('192.0.2.7');
    expect(await resolve(['10.0.0.1'], '10.0.0.1', '[2001:db8::9]:4711')).toBe('2001:db8::9');
  });

  it('stays with the nearest proxy when the entry before it is no address, or when every entry is a proxy', async () => {
    expect(await resolve(['10.0.0.0/8'], '10.0.0.1', '192.0.2.7, garbage')).toBe('10.0.0.1');
    expect(await resolve(['10.0.0.0/8'], '10.0.0.1', '10.0.0.3, 10.0.0.2')).toBe('10.0.0.3');
    expect(await resolve(['10.0.0.0/8'], '10.0.0.1')).toBe('10.0.0.1');
  });

  it('refuses a trusted proxy entry that is no address or range, naming it', () => {
    expect(() => createClientAddressOf(['10.0.0.0/33'])).toThrow('KEEL_TRUSTED_PROXIES: "10.0.0.0/33"');
    expect(() => createClientAddressOf(['proxy.local'])).toThrow('"proxy.local"');
  });

  it('drops ports, brackets, zone ids and the IPv4-mapped prefix', () => {
    expect(plainAddress('192.0.2.1:8080')).toBe('192.0.2.1');
    expect(plainAddress('[FE80::1%eth0]:443')).toBe('fe80::1');
    expect(plainAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
  });
});
