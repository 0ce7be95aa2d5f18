import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * What never reaches a log line: credentials, cookies and personal data, wherever a field of that name is
 * logged (request bodies are never logged; these cover objects handed to the logger, such as `{ email }`).
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'oldPassword', 'newPassword', 'token', 'accessToken', 'refreshToken', 'cookie']
    .concat(['email', 'phone', 'phoneNumber', 'name', 'lastName', 'firstName', 'middleName', 'surname'])
    .flatMap((key) => [key, `*.${key}`]),
  'err.params',
];

// A caller's X-Request-Id is kept when it is a plain token; anything else (long, control characters) is replaced.
const REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A failed query's message lists its parameters (e-mails, phones): the log keeps the query without them. */
const withoutParams = (text: string | undefined): string =>
  (text ?? '').replace(/\nparams: [^\n]*/g, '\nparams: [скрыто]');

export type LoggerSetting = boolean | FastifyServerOptions['logger'];

/** The app's pino options: the given level (or Fastify's default), redaction, errors without query parameters. */
export function loggerOptions(logger: LoggerSetting): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    redact: { paths: REDACTED, censor: '[скрыто]' },
    serializers: {
      err(error: Error) {
        const { message, stack, ...rest } = error as Error & Record<string, unknown>;
        return {
          type: error.constructor.name,
          ...rest,
          message: withoutParams(message),
          stack: withoutParams(stack),
        };
      },
    },
  };
}

const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * One line per request, written when it ends: method, URL, route pattern, status and time in ms (Fastify's
 * own controller writes two, without the route). Each carries the request's `reqId`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Skipped before building the line: the benchmarks and `npm start` run at `warn`.
    if (!error && ABOVE_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
