import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { shownAddress } from '../src/written-database';
import { projectRoot } from './helper';

describe('readConfig', () => {
  it('serves on 127.0.0.1:8080 with the database under var/ by default', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(config.databasePath).toBe(path.join(projectRoot, 'var/east-coast-guide.sqlite'));
    expect(config.dataDir).toBe(path.join(projectRoot, 'data'));
    expect(config.webRoot).toBe(path.join(projectRoot, 'web/dist'));
  });

  it.each([
    ['1', 1],
    ['9090', 9090],
    ['65535', 65535],
  ])('PORT=%s is port %i', (value, port) => {
    expect(readConfig({ PORT: value }).port).toBe(port);
  });

  it.each(['0', '65536', 'http', '80.5', '-1'])(
    'PORT=%s is refused with a message naming PORT',
    (value) => {
      expect(() => readConfig({ PORT: value })).toThrow(/PORT/);
    },
  );

  it('limits sign-ins to 20 per client in ten minutes, or SIGN_IN_LIMIT', () => {
    expect(readConfig({}).signInLimit).toEqual({ max: 20, timeWindowMs: 600_000 });
    expect(readConfig({ SIGN_IN_LIMIT: '500' }).signInLimit).toEqual({
      max: 500,
      timeWindowMs: 600_000,
    });
    expect(() => readConfig({ SIGN_IN_LIMIT: '0' })).toThrow(/SIGN_IN_LIMIT/);
  });

  it("leaves each member call its own limit, or gives them all MEMBER_LIMIT's", () => {
    expect(readConfig({}).memberLimit).toBeUndefined();
    expect(readConfig({ MEMBER_LIMIT: '500' }).memberLimit).toEqual({
      max: 500,
      timeWindowMs: 600_000,
    });
    expect(() => readConfig({ MEMBER_LIMIT: '0' })).toThrow(/MEMBER_LIMIT/);
  });

  it('limits writes to 10 of a kind per client in ten minutes, or WRITE_LIMIT', () => {
    expect(readConfig({}).writeLimit).toEqual({ max: 10, timeWindowMs: 600_000 });
    expect(readConfig({ WRITE_LIMIT: '500' }).writeLimit).toEqual({
      max: 500,
      timeWindowMs: 600_000,
    });
    expect(() => readConfig({ WRITE_LIMIT: 'lots' })).toThrow(/WRITE_LIMIT/);
    expect(readConfig({}).writeLeaseMs).toBe(60_000);
    expect(readConfig({ WRITE_LEASE_SECONDS: '5' }).writeLeaseMs).toBe(5000);
    expect(() => readConfig({ WRITE_LEASE_SECONDS: '0' })).toThrow(/WRITE_LEASE_SECONDS/);
  });

  it.each([
    ['unset', undefined, false],
    ['off', 'off', false],
    ['a number of proxies', '1', 1],
    ['an address', '127.0.0.1', ['127.0.0.1']],
    [
      'addresses, CIDR ranges and named ranges',
      ' 10.0.0.0/8, 2001:db8::/32 ,loopback',
      ['10.0.0.0/8', '2001:db8::/32', 'loopback'],
    ],
  ])('trusts proxies (TRUST_PROXY) %s', (_case, value, trusted) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['0', '11', 'yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', '127.0.0.1,', 'true'])(
    'refuses TRUST_PROXY=%s at start-up, saying what it takes',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be off, a number of proxies from 1 to 10, or addresses and CIDR ranges/,
      );
    },
  );

  it('takes the database path relative to the project root, or absolute', () => {
    expect(readConfig({ DATABASE_PATH: 'tmp/x.sqlite' }).databasePath).toBe(
      path.join(projectRoot, 'tmp/x.sqlite'),
    );
    expect(readConfig({ DATABASE_PATH: '/srv/ecg.sqlite' }).databasePath).toBe('/srv/ecg.sqlite');
  });

  it('leaves the upstreams at their real addresses unless told otherwise', () => {
    expect(readConfig({}).upstreams).toEqual({
      cwa: { apiKey: undefined, baseUrl: undefined, fileBaseUrl: undefined },
      tdx: { clientId: undefined, clientSecret: undefined, baseUrl: undefined, authUrl: undefined },
      moenv: { apiKey: undefined, baseUrl: undefined },
    });
  });

  it('takes the upstreams\' addresses, a base address ending with "/"', () => {
    const config = readConfig({
      CWA_BASE_URL: 'http://127.0.0.1:9000/cwa/api/v1/rest/datastore',
      TDX_BASE_URL: ' https://proxy.example/tdx/api/basic/ ',
      TDX_AUTH_URL: 'https://proxy.example/tdx/auth/token',
    });
    expect(config.upstreams).toMatchObject({
      cwa: { baseUrl: 'http://127.0.0.1:9000/cwa/api/v1/rest/datastore/' },
      tdx: {
        baseUrl: 'https://proxy.example/tdx/api/basic/',
        authUrl: 'https://proxy.example/tdx/auth/token',
      },
    });
  });

  it.each([
    [
      'CWA_BASE_URL',
      'opendata.cwa.gov.tw/api/v1/rest/datastore/',
      /CWA_BASE_URL must be an absolute/,
    ],
    ['TDX_BASE_URL', 'ftp://tdx.transportdata.tw/api/basic/', /TDX_BASE_URL must be an http/],
    ['TDX_AUTH_URL', 'https://tdx.example/token?client_secret=x', /TDX_AUTH_URL must not carry/],
    ['CWA_BASE_URL', 'https://user:pass@proxy.example/cwa/', /CWA_BASE_URL must not carry/],
    ['TDX_BASE_URL', 'https://proxy.example/tdx/#basic', /TDX_BASE_URL must not carry/],
    ['MOENV_BASE_URL', 'data.moenv.gov.tw/api/v2/', /MOENV_BASE_URL must be an absolute/],
    ['CWA_FILE_BASE_URL', 'https://proxy.example/file?x=1', /CWA_FILE_BASE_URL must not carry/],
    ['TDX_CLIENT_ID', 'an-id-without-its-secret', /TDX_CLIENT_ID and TDX_CLIENT_SECRET/],
  ])('%s=%s is refused at start-up, naming the variable', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('reads the keys, a blank one as unset', () => {
    const { upstreams } = readConfig({
      CWA_API_KEY: ' CWA-KEY ',
      MOENV_API_KEY: '',
      TDX_CLIENT_ID: 'id',
      TDX_CLIENT_SECRET: 'secret',
    });
    expect(upstreams.cwa.apiKey).toBe('CWA-KEY');
    expect(upstreams.moenv.apiKey).toBeUndefined();
    expect(upstreams.tdx).toMatchObject({ clientId: 'id', clientSecret: 'secret' });
  });

  it('does not repeat a key when it refuses the configuration', () => {
    expect(() =>
      readConfig({ TDX_CLIENT_SECRET: 'hunter2-secret', CWA_BASE_URL: 'nowhere' }),
    ).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') as string }),
    );
  });

  it('does not repeat a password it refuses', () => {
    expect(() => readConfig({ CWA_BASE_URL: 'https://user:hunter2@proxy.example/' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') as string }),
    );
  });
});

describe("the relying party of members' passkeys (PUBLIC_ORIGIN)", () => {
  it('is the local server unless set: http://localhost on the port served', () => {
    expect(readConfig({}).relyingParty).toEqual({
      origin: 'http://localhost:8080',
      id: 'localhost',
      name: 'East Coast Guide',
    });
    expect(readConfig({ PORT: '9090' }).relyingParty.origin).toBe('http://localhost:9090');
  });

  it.each([
    ['https://guide.example.tw', 'https://guide.example.tw', 'guide.example.tw'],
    [' https://Guide.Example.TW/ ', 'https://guide.example.tw', 'guide.example.tw'],
    ['https://guide.example.tw:8443', 'https://guide.example.tw:8443', 'guide.example.tw'],
    ['http://localhost:5173', 'http://localhost:5173', 'localhost'],
    ['http://app.localhost', 'http://app.localhost', 'app.localhost'],
  ])('takes %s: origin %s, RP ID %s', (value, origin, id) => {
    expect(readConfig({ PUBLIC_ORIGIN: value }).relyingParty).toMatchObject({ origin, id });
  });

  it.each([
    ['not an address', 'guide.example.tw', /such as https:\/\/guide\.example\.tw/],
    ['plain http off localhost', 'http://guide.example.tw', /over https/],
    ['an IPv4 address', 'https://203.0.113.7', /cannot belong to an IP address/],
    ['an IPv6 address', 'https://[2001:db8::1]', /cannot belong to an IP address/],
    ['127.0.0.1, which is no localhost to WebAuthn', 'http://127.0.0.1:8080', /IP address/],
    ['a path', 'https://guide.example.tw/pwa/', /without a path/],
    ['a query', 'https://guide.example.tw/?a=1', /without a path/],
    ['another scheme', 'ftp://guide.example.tw', /an https address/],
  ])('refuses %s at start-up, naming PUBLIC_ORIGIN', (_case, value, why) => {
    expect(() => readConfig({ PUBLIC_ORIGIN: value })).toThrow(/^PUBLIC_ORIGIN must be/);
    expect(() => readConfig({ PUBLIC_ORIGIN: value })).toThrow(why);
  });

  it('does not repeat a password it refuses', () => {
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://me:hunter2@guide.example.tw' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') as string }),
    );
  });
});

describe('the written tables in PostgreSQL (DATABASE_URL, DATABASE_POOL_SIZE)', () => {
  it('keeps them in the SQLite file unless DATABASE_URL is set', () => {
    expect(readConfig({}).writtenDatabase).toBeUndefined();
    expect(readConfig({ DATABASE_URL: ' ' }).writtenDatabase).toBeUndefined();
  });

  it.each([
    ['postgres://guide:pw@db.example.tw:5432/guide', {}, 10],
    ['postgresql://guide@10.0.0.5/guide', { DATABASE_POOL_SIZE: '25' }, 25],
    ['postgres:///guide?host=/var/run/postgresql', { DATABASE_POOL_SIZE: '1' }, 1],
  ])('opens %s with its pool size', (url, pool, poolSize) => {
    expect(readConfig({ DATABASE_URL: url, ...pool }).writtenDatabase).toEqual({ url, poolSize });
  });

  it.each([
    [{ DATABASE_URL: 'db.example.tw' }, /DATABASE_URL .* does not parse/],
    [
      { DATABASE_URL: 'mysql://db.example.tw/guide' },
      /DATABASE_URL .* not one starting "mysql:\/\/"/,
    ],
    [{ DATABASE_URL: 'postgres://db.example.tw' }, /DATABASE_URL .* naming its database/],
    [{ DATABASE_URL: 'postgres:///guide' }, /DATABASE_URL .* naming its host/],
    [
      { DATABASE_URL: 'postgres://db/guide', DATABASE_POOL_SIZE: '0' },
      /DATABASE_POOL_SIZE .* 1 to 100/,
    ],
    [{ DATABASE_URL: 'postgres://db/guide', DATABASE_POOL_SIZE: '101' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_URL: 'postgres://db/guide', DATABASE_POOL_SIZE: 'ten' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_POOL_SIZE: '10' }, /DATABASE_POOL_SIZE is set, but DATABASE_URL is not/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('does not repeat a password it refuses, nor one it shows', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://me:hunter2@db/guide' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') as string }),
    );
    expect(shownAddress('postgres://me:hunter2@db.example.tw:5432/guide')).toBe(
      'postgres://db.example.tw:5432/guide',
    );
  });
});
