import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, STATUS_MESSAGES } from './errors';

/** Every error leaves as a Russian `{ message }` with a 4xx status when the caller is at fault; 500 is ours. */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError)
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first issue's message; every one says in Russian which field is wrong (validation/messages.ts).
    return reply.code(400).send({ message: error.validation[0]?.message ?? STATUS_MESSAGES[400] });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Некорректный JSON в теле запроса'
        : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]);
    return reply.code(status).send({ message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: STATUS_MESSAGES[500] });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: STATUS_MESSAGES[404] });
}

/** Malformed URLs (bad percent-encoding) never reach a route. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  return reply.code(status).send({ message: STATUS_MESSAGES[status] });
}
