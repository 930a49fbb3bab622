import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/plugins/client-key';

describe('clientKey', () => {
  it.each([
    ['an IPv4 address', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address mapped into IPv6', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address of the same /64', '2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['a /64 of its own', '2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['a short form ending in ::', '2001:db8::', '2001:db8:0:0::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['an address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['a trailing dotted quad', '64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('%s', (_case, ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
