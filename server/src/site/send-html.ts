import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '@shop/api';
import { deflatedOnce, gzipAfter, type Deflated } from './gzip';

/** Whether a page goes out gzipped: a body is asked for and the browser takes gzip (every browser does). */
export const takesGzippedPage = (request: FastifyRequest): boolean =>
  request.method !== 'HEAD' && acceptsGzip(request);

/** No bytes before a page's own: an answer compressed whole as it goes. */
const NO_PREFIX = deflatedOnce(Buffer.alloc(0));

/** `prefix` then what `rest` gives, as one stream (an answer that is not compressed). */
async function* prefixed(prefix: Buffer, rest: Readable | Buffer | string) {
  if (prefix.length > 0) yield prefix;
  if (rest instanceof Readable) yield* rest;
  else yield rest;
}

/**
 * A page's HTML (after `prefix`, its part compressed once) gzipped when the browser takes gzip (the API's
 * compression applies to routes, and pages are answered by the not-found handler): a page is several times
 * smaller on a phone's link. Gzip, not brotli, for HTML made per request: at the qualities cheap enough to
 * run per page, brotli's answer is larger than gzip's (brotli wins only at the slow qualities the build uses
 * for static files), and each brotli stream's megabytes of native state made garbage collection on the
 * thread that renders pages. Every piece of a streamed page is flushed as it comes, so a part that arrives
 * late does not hold back what went before.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: Readable | Buffer | string,
  prefix: Deflated = NO_PREFIX,
) {
  reply.header('vary', 'accept-encoding');
  if (!takesGzippedPage(request)) {
    return reply.send(prefix === NO_PREFIX ? html : Readable.from(prefixed(prefix.bytes, html)));
  }
  const source = html instanceof Readable ? html : Readable.from([Buffer.from(html)]);
  const gzipped = gzipAfter(prefix, source, (error) => {
    // A visitor who leaves before the page is sent closes it early: not the server's fault.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      request.log.error({ err: error }, 'Страница не сжата');
  });
  return reply.header('content-encoding', 'gzip').send(gzipped);
}
