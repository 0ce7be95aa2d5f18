import { gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { HttpError, STATUS_MESSAGES } from '../../../http/errors';
import { ENDPOINTS, type Endpoint } from './endpoints';
import type { CatalogueAnswer, CatalogueReads } from './reads';

/** Where the catalogue's reads are mounted under the API's base. */
const BASE = '/catalog';
/** The router's bound on a path segment (app.ts `maxParamLength`): a longer one matches no route. */
const MAX_PARAM_LENGTH = 200;

const answer = (status: number, message = STATUS_MESSAGES[status]): CatalogueAnswer => ({
  status,
  body: { message },
});
const NOT_FOUND = answer(404);

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * How the router ranks the routes a path matches: at the first segment where they differ, a fixed word wins
 * over a parameter (`/search/filters` over `/:category/:primary`).
 */
const ROUTES = ENDPOINTS.map((endpoint) => ({ endpoint, segments: segmentsOf(endpoint.url) })).sort(
  (a, b) => {
    const rank = (segment: string | undefined) => (segment?.startsWith(':') ? 1 : 0);
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i += 1) {
      const order = rank(a.segments[i]) - rank(b.segments[i]);
      if (order !== 0) return order;
    }
    return 0;
  },
);

/** The endpoint a path (split, its segments still percent-encoded) names, with its raw params. */
function route(path: string[]): { endpoint: Endpoint; params: Record<string, string> } | null {
  for (const { endpoint, segments } of ROUTES) {
    if (segments.length !== path.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = path[i] as string;
      if (!segment.startsWith(':')) return segment === decodeURIComponent(part);
      if (part.length > MAX_PARAM_LENGTH) return false;
      params[segment.slice(1)] = decodeURIComponent(part);
      return true;
    });
    if (matches) return { endpoint, params };
  }
  return null;
}

/** A query string as the server's parser reads it: a repeated key gives an array. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const known = query[key];
    query[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

/** What the route's schema makes of the input, or the 400 its validator answers (the first issue's message). */
function parsed(
  schema: z.ZodType | undefined,
  input: unknown,
): { value: unknown } | { refused: CatalogueAnswer } {
  if (!schema) return { value: input };
  const result = schema.safeParse(input);
  return result.success
    ? { value: result.data }
    : { refused: answer(400, result.error.issues[0]?.message ?? STATUS_MESSAGES[400]) };
}

/**
 * The answer the catalogue's HTTP route gives a GET of `apiPath` (under the API's base, with its query
 * string), asked in process as the caller at `ip`: the same schemas, the same reads with the caller's fair
 * share and the same answer cache, the body as its JSON value; `{ message }` with the route's status when it
 * refuses, and 404 for a path no catalogue read answers. Nothing of the HTTP pipeline runs.
 */
export async function answerInProcess(
  reads: CatalogueReads,
  log: FastifyBaseLogger,
  apiPath: string,
  ip: string,
): Promise<CatalogueAnswer> {
  const queryAt = apiPath.indexOf('?');
  const path = queryAt < 0 ? apiPath : apiPath.slice(0, queryAt);
  const segments = segmentsOf(path);
  if (segments[0] !== BASE.slice(1)) return NOT_FOUND;
  let found;
  try {
    found = route(segments.slice(1));
  } catch {
    return answer(400); // bad percent-encoding, which the router refuses before any route
  }
  if (!found) return NOT_FOUND;
  const { endpoint } = found;
  const params = parsed(endpoint.params, found.params);
  if ('refused' in params) return params.refused;
  const query = parsed(endpoint.querystring, queryOf(queryAt < 0 ? '' : apiPath.slice(queryAt + 1)));
  if ('refused' in query) return query.refused;
  if (!endpoint.search) reads.enter();
  try {
    const cached = await endpoint.answer(reads, ip, params.value, query.value);
    return { status: 200, body: JSON.parse(gunzipSync(cached.gzip).toString()) };
  } catch (error) {
    if (error instanceof HttpError) return answer(error.statusCode, error.message);
    log.error({ err: error }, 'unhandled error');
    return answer(500);
  } finally {
    if (!endpoint.search) reads.leave();
  }
}
