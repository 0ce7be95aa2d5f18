import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/** Brotli as the API sends it: quality 4, as fast as gzip's default for a smaller answer (11 is far slower). */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A compression an answer can be sent in. */
export type Encoding = 'br' | 'gzip';

/**
 * Whether `Accept-Encoding` takes `coding`: named with a quality above 0, or not named and `*` taken
 * (`gzip;q=0, *` refuses gzip; RFC 9110 §12.5.3).
 */
function takes(header: string, coding: Encoding): boolean {
  const qualities = new Map(
    header.split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), quality === undefined ? 1 : Number(quality.slice(2)) || 0] as const;
    }),
  );
  return (qualities.get(coding) ?? qualities.get('*') ?? 0) > 0;
}

/**
 * The compression to answer in: brotli if the caller takes it, else gzip, else none (`available` says which
 * the answer has). The one reading of `Accept-Encoding` for the API's answers and the site's files and pages.
 */
export function acceptedEncoding(
  request: Pick<FastifyRequest, 'headers'>,
  available: Readonly<Record<Encoding, boolean>> = { br: true, gzip: true },
): Encoding | null {
  const header = request.headers['accept-encoding'] ?? '';
  if (available.br && takes(header, 'br')) return 'br';
  if (available.gzip && takes(header, 'gzip')) return 'gzip';
  return null;
}

/** Whether the caller takes gzip. */
export const acceptsGzip = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  acceptedEncoding(request, { br: false, gzip: true }) === 'gzip';
