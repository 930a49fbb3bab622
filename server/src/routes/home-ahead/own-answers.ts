import type { FastifyInstance } from 'fastify';

/**
 * A fetch of the server's own calls, for rendering ahead: each request goes through inject, so
 * it is answered exactly as a visitor's would be (the same routes, the same kept answers), with
 * no socket and no port.
 */
export function ownAnswers(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}
