import type { FastifyRequest } from 'fastify';

/** Whether the caller takes gzip (`Accept-Encoding: gzip` or `*`, not with `q=0`). */
export const acceptsGzip = (request: FastifyRequest): boolean =>
  (request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([coding, quality]) =>
        (coding === 'gzip' || coding === '*') && !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''),
    );
