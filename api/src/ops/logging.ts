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
];

// A caller's X-Request-Id is kept when it is a plain token; anything else (long, control characters) is replaced.
const REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A failed query's message ends with its parameters (e-mails, phones, a letter's text with its line breaks):
 * the log keeps the query without them.
 */
const withoutParams = (text: string): string => text.replace(/\nparams: [\s\S]*$/, '\nparams: [скрыто]');
/** A database error's message may quote a value («invalid input syntax for type integer: "…"»). */
const withoutValues = (text: string): string => withoutParams(text).replace(/"[^"\n]*"/g, '"[скрыто]"');
/** Fields of a database error that name the schema, never a value (`detail` and `where` quote the row). */
const SCHEMA_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as the log keeps it: its class, message and stack without query parameters, the schema fields of
 * a database error, its cause the same way — and nothing else (a driver's error carries the statement's
 * parameters and `detail` the failing row: a buyer's e-mail, name, phone and address).
 */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.code === 'string' && SQLSTATE.test(fields.code);
  const safe = fromDatabase ? withoutValues : withoutParams;
  const message = safe(error.message);
  // The stack's first line repeats the message; only the frames after it are kept as they are (a value in
  // the message may itself hold a line that looks like a frame).
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  for (const field of SCHEMA_FIELDS) if (typeof fields[field] === 'string') logged[field] = fields[field];
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

export type LoggerSetting = boolean | FastifyServerOptions['logger'];

/** The app's pino options: the given level (or Fastify's default), redaction, errors without personal data. */
export function loggerOptions(logger: LoggerSetting): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    redact: { paths: REDACTED, censor: '[скрыто]' },
    serializers: { err: (error: Error) => loggedError(error) },
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
      // A failed request's query string stays out of the log, as its body does.
      url: error || reply.statusCode >= 500 ? request.url.split('?')[0] : request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
