import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { RenderedPage } from '../../../shell/src/server/contract';
import { NONCE_SLOT } from './code-loader';
import { deflatedOnce, type Deflated } from './gzip';

/** The empty `#root` of the built index.html (the build drops the quotes of the attribute). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** Resource hints React puts first in its markup (a page's main pictures): they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * A rendered page's index.html (with its preloads) cut where the page goes in, by the text of that
 * index.html: the same for every page of a remote on one host until a deploy. Its head up to the page's own
 * head tags — the shell's and the remote's stylesheets, about two thirds of a product page — is compressed
 * once here instead of in every answer, and the page cache's key names it by a hash made once.
 */
export interface PageShape {
  /** The SHA-1 of the index.html (with the page's preloads): a redeployed shell or remote is another. */
  version: string;
  /** index.html up to where the page's head goes (its title and description left out), compressed once. */
  prefix: Deflated;
  /** The rest of index.html up to `#root`, from `</head>`. */
  beforeRoot: string;
  /** index.html after `#root`, with `NONCE_SLOT`. */
  after: string;
}

const pageShapes = new Map<string, PageShape>();
/** Shapes kept: hosts × remotes owning pages × deploys; past it they are made again. */
const MAX_PAGE_SHAPES = 64;

export function shapeOf(html: string): PageShape {
  const known = pageShapes.get(html);
  if (known) return known;
  // index.html's own title and description give way to the page's head.
  const titled = html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"? content="[^"]*">/, '');
  const [before = '', after = ''] = titled.split(ROOT_ELEMENT);
  const headEnd = before.indexOf('</head>');
  const shape: PageShape = {
    version: createHash('sha1').update(html).digest('base64'),
    prefix: deflatedOnce(Buffer.from(before.slice(0, headEnd))),
    beforeRoot: before.slice(headEnd),
    after,
  };
  if (pageShapes.size >= MAX_PAGE_SHAPES) pageShapes.clear();
  pageShapes.set(html, shape);
  return shape;
}

/**
 * The page after its shape's prefix, as one stream: the page's head, the rest of index.html up to `#root`,
 * the rendered markup, the state the browser hydrates with, and the rest of index.html. The picture preloads
 * React writes first go into the head: inside `#root` they would be markup the browser's render does not have.
 */
export function pageStream(
  shape: PageShape,
  page: RenderedPage,
  nonce: string,
  keep?: (bytes: Buffer) => void,
): Readable {
  const out = new PassThrough();
  // React writes its markup in small pieces (2 KB and less) in bursts: the pieces of one burst go out as one
  // write, as the bytes React encoded (the first piece is searched for its leading links), instead of one
  // write per piece, each decoded to text and encoded again (that work showed in the thread's profile).
  let started = false;
  let burst: Buffer[] = [];
  /** Every byte sent, when the page is to be kept. */
  const sent: Buffer[] = [];
  const flush = () => {
    const bytes = burst.length === 1 ? burst[0] : Buffer.concat(burst);
    if (bytes && bytes.length > 0) {
      if (keep) sent.push(bytes);
      if (!out.destroyed) out.write(bytes);
    }
    burst = [];
  };
  const take = (piece: Buffer) => {
    if (burst.length === 0) setImmediate(flush);
    burst.push(piece);
  };
  const start = (first: Buffer) => {
    started = true;
    // Read byte for byte (latin1), so the links' length is their length in bytes.
    const linkBytes = LEADING_LINKS.exec(first.toString('latin1'))?.[0].length ?? 0;
    take(Buffer.from(page.head));
    take(first.subarray(0, linkBytes));
    take(Buffer.from(`${shape.beforeRoot}<div id="root">`));
    take(first.subarray(linkBytes));
  };
  page.html.on('data', (piece: Buffer) => (started ? take(piece) : start(piece)));
  page.html.once('end', () => {
    if (!started) start(Buffer.alloc(0));
    // The end goes with the last burst: a page rendered whole before its first byte is one write (and is
    // compressed in one piece).
    burst.push(Buffer.from(`</div>${page.stateElement}${shape.after.replace(NONCE_SLOT, nonce)}`));
    flush();
    out.end();
    keep?.(Buffer.concat([shape.prefix.bytes, ...sent]));
  });
  page.html.once('error', (error) => out.destroy(error));
  return out;
}
