import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiPath } from '@ecg/domain/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../src/plugins/server-limits';
import { testApp } from './helper';

let app: Awaited<ReturnType<typeof testApp>>['app'];
let port: number;

beforeAll(async () => {
  app = (
    await testApp({
      // The same limits, shortened, so the test sees a slow client cut off without waiting 20 s.
      timeouts: { headers: 300, request: 600, idle: 5_000, keepAlive: 500, checkEvery: 100 },
    })
  ).app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Writes raw bytes and collects all the server says until it closes the connection. */
function rawExchange(request: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** The headers of a raw answer, by lower-case name. */
function headersOf(answer: string): Record<string, string> {
  const lines = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  return Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
}

describe('server timeouts', () => {
  it('cut off a request that never sends all of its body, with a 408 envelope', async () => {
    const { answer } = await rawExchange(
      `POST ${apiPath('tourDetail', 'en')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"id":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bodyOf(answer)).toEqual({
      success: false,
      message: 'The request took too long to arrive',
    });
  });

  it('cut off a client that never finishes its headers', async () => {
    const { answer } = await rawExchange('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answer a whole request as always', async () => {
    const { answer } = await rawExchange(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('are, in production, short enough to cut off an unfinished request within 30 s', () => {
    expect(SERVER_TIMEOUTS.request + SERVER_TIMEOUTS.checkEvery).toBeLessThan(30_000);
    expect(SERVER_TIMEOUTS.headers).toBeLessThanOrEqual(SERVER_TIMEOUTS.request);
    expect(SERVER_TIMEOUTS.idle).toBeLessThanOrEqual(30_000);
  });
});

describe('answers Node cuts off before Fastify sees a request', () => {
  it.each([
    ['a malformed header', 400, 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['a request that never ends', 408, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n'],
    [
      'headers too large',
      431,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('carry the security headers and no-store: %s, %i', async (_case, status, request) => {
    const { answer } = await rawExchange(request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const early = headersOf(answer);
    // An API answer's headers, as the API's JSON answers carry them.
    const { headers: usual } = await app.inject('/api/health');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'cross-origin-resource-policy',
    ]) {
      expect(early[name], name).toBeDefined();
      expect(early[name], name).toBe(usual[name]);
    }
    expect(early['cache-control']).toBe('no-store');
  });
});

describe("Fastify's own refusals", () => {
  it('answer headers that are too large with a 431 envelope', async () => {
    const { answer } = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(answer)).toEqual({
      success: false,
      message: 'The request headers are too large',
    });
  });

  it('answer a malformed address with a 400 envelope that does not repeat it', async () => {
    const response = await app.inject(`${apiPath('attractions', 'en')}/%E0%A4%A<script>`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Bad request' });
  });

  it('answer an unsupported content type without repeating it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPath('tourDetail', 'en'),
      headers: { 'content-type': 'text/<script>' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Unsupported content type: send application/json',
    });
  });
});
