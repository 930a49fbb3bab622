import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { logLimiter } from './log-limiter';

/**
 * Every failure answers the error envelope of the shared contracts, { success: false, message },
 * Fastify's own included. A message never echoes the request (its address, a header, a body):
 * it names the field and the rule, which is all a client needs, and a log or a page that shows it
 * cannot be made to carry an attacker's text.
 */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** A request the schema lets through but that still cannot be answered as asked. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** A call that needs a signed-in operator (the console, issue 16 point 5) without a live session. */
export class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

/** A signed-in operator whose role does not reach the call's. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
}

/**
 * An operator's change the store refuses as asked (a capacity below the places booked): 400 when
 * a field of the request is at fault (the message names it), 404 when its subject is missing, 409
 * when its subject's state forbids it. `reason` lets the console say why in the operator's words.
 */
export class RefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** Refused for a while (an email locked after failed sign-ins); `retryAfterSeconds` says how long. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A server-side failure whose message is safe and useful to show, such as an upstream being down. */
interface PublicServerError {
  statusCode: number;
  expose: true;
}
const isExposed = (error: unknown): error is PublicServerError =>
  (error as { expose?: unknown }).expose === true;

const ours = (error: unknown) =>
  error instanceof NotFoundError ||
  error instanceof BadRequestError ||
  error instanceof UnauthorizedError ||
  error instanceof ForbiddenError ||
  error instanceof TooManyRequestsError ||
  error instanceof RefusedError ||
  isExposed(error);

/** Fastify's own refusals, in words that repeat nothing of the request. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'No such path',
  405: 'Method not allowed',
  408: 'The request took too long to arrive',
  413: 'The body is too large',
  414: 'The address is too long',
  415: 'Unsupported content type: send application/json',
  431: 'The request headers are too large',
};
const frameworkMessage = (status: number) =>
  FRAMEWORK_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Bad request';

/** "body.name: Too small…": the part of the request, then the field, so a 400 names the field. */
function validationMessage(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  return (error.validation ?? [])
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field ? `${where}.${field}` : where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

const envelope = (message: string) => ({ success: false as const, message });

/** Before routing (a malformed address): the same envelope as every other 400. */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.code(400).send(envelope(frameworkMessage(400)));
}

/**
 * Before Fastify sees a request at all (headers too large or malformed, a request that never
 * finishes): Node cuts it off and we answer on the socket, with the same security headers as
 * every other answer (`headers`, security-headers.ts) and kept by no cache.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  const fixed = Object.entries({ ...headers, 'cache-control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    const body = JSON.stringify(envelope(frameworkMessage(status)));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `${fixed}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  // One stack per failure, and at most a few a minute: a client that makes every request fail
  // must not fill the disk with the same trace.
  const stacks = logLimiter({ perMinute: 10 });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const message = validationMessage(error);
      request.log.info({ status: 400, route: request.routeOptions.url }, message);
      return reply.status(400).send(envelope(message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && !isExposed(error)) {
      if (stacks.allow()) request.log.error({ err: error, suppressed: stacks.suppressed() });
      return reply.status(status).send(envelope('Internal server error'));
    }
    // An upstream being down is expected and already logged by its provider: one line here.
    const message = ours(error) ? error.message : frameworkMessage(status);
    if (error instanceof UnauthorizedError) void reply.header('www-authenticate', 'Bearer');
    if (error instanceof TooManyRequestsError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    request.log.info({ status, code: error.code, route: request.routeOptions.url }, message);
    const reason = error instanceof RefusedError ? { reason: error.reason } : {};
    return reply.status(status).send({ ...envelope(message), ...reason });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(envelope('No such path')));
}
