import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Every failure answers the error envelope of the shared contracts: { success: false, message }. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** A request the schema lets through but that still cannot be answered as asked. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/** A server-side failure whose message is safe and useful to show, such as an upstream being down. */
interface PublicServerError {
  statusCode: number;
  expose: true;
}
const isExposed = (error: unknown): error is PublicServerError =>
  (error as { expose?: unknown }).expose === true;

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

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ success: false, message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && !isExposed(error)) {
      request.log.error(error);
      return reply.status(status).send({ success: false, message: 'Internal server error' });
    }
    return reply.status(status).send({ success: false, message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ success: false, message: `No such path: ${request.method} ${request.url}` }),
  );
}
