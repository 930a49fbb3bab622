import { describe, expect, it } from 'vitest';
import { isIpAddress, localhostAddress, passkeyObstacle } from './site-address';

describe('where passkeys can work', () => {
  it.each([
    ['127.0.0.1', true],
    ['192.168.0.12', true],
    ['[::1]', true],
    ['::1', true],
    ['localhost', false],
    ['eastcoast.example.tw', false],
    ['1.2.3', false],
    ['300.1.1.1', false],
  ])('%s is an IP address: %s', (hostname, ip) => {
    expect(isIpAddress(hostname)).toBe(ip);
  });

  it('leads from a numeric address to the same page at localhost', () => {
    expect(localhostAddress('http://127.0.0.1:8080/pwa/#/en/member')).toBe(
      'http://localhost:8080/pwa/#/en/member',
    );
    expect(localhostAddress('http://[::1]:8080/pwa/?a=1#/zh-tw/member')).toBe(
      'http://localhost:8080/pwa/?a=1#/zh-tw/member',
    );
  });

  it('says the address first, then the browser', () => {
    expect(passkeyObstacle('127.0.0.1', true)).toBe('ipAddress');
    expect(passkeyObstacle('127.0.0.1', false)).toBe('ipAddress');
    expect(passkeyObstacle('localhost', false)).toBe('unsupported');
    expect(passkeyObstacle('localhost', true)).toBeUndefined();
  });
});
