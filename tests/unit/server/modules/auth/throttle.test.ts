import { describe, expect, it } from 'vitest';
import { throttleKeys } from '../../../../../server/modules/auth/throttle.js';

describe('sign-in throttle keys', () => {
  it('counts an account name as typed, lower-cased, whether or not such a user exists', () => {
    expect(throttleKeys('  Admin ', '192.0.2.1')).toEqual({ account: 'admin', address: '192.0.2.1' });
    expect(throttleKeys('no-such-user', undefined)).toEqual({ account: 'no-such-user', address: undefined });
  });

  it('counts an IPv6 client by its /64, the block one subscriber usually holds', () => {
    expect(throttleKeys('a', '2001:db8:1:2:aaaa::1').address).toBe('2001:db8:1:2::/64');
    expect(throttleKeys('a', '2001:db8:1:2:bbbb:cccc:dddd:eeee').address).toBe('2001:db8:1:2::/64');
    expect(throttleKeys('a', '2001:db8::1').address).toBe('2001:db8:0:0::/64');
    expect(throttleKeys('a', '::1').address).toBe('0:0:0:0::/64');
  });
});
