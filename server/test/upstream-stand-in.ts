import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form of a POST (Overpass's query, TDX's token request). */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** An answer; `hang` holds the connection open, as an upstream that never answers does. */
export type StandInAnswer =
  { status?: number; json: unknown } | { status?: number; text: string } | { hang: true };

/**
 * A local HTTP server standing in for an importer's upstream: `respond` answers each request in
 * the upstream's format (the tests set it), and every request is recorded.
 */
export async function startUpstreamStandIn(respond: (request: StandInRequest) => StandInAnswer) {
  /** Requests held open (`hang`) whose connection the client has not yet closed. */
  const state = { respond, requests: [] as StandInRequest[], openHeld: 0 };
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(body),
        headers: incoming.headers,
      };
      state.requests.push(request);
      const answer = state.respond(request);
      if ('hang' in answer) {
        state.openHeld += 1;
        response.on('close', () => (state.openHeld -= 1));
        return;
      }
      if ('json' in answer) {
        response
          .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.json));
      } else {
        response.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' }).end(answer.text);
      }
    });
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type UpstreamStandIn = Awaited<ReturnType<typeof startUpstreamStandIn>>;
