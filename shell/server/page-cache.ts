/**
 * Server-rendered pages kept for the next visitor of the same address (shell/server/site.ts). A public page
 * does not depend on its visitor: the renderer is given no cookie, header or address of theirs, only the
 * URL, the host (admin gating, canonical and Open Graph addresses) and the protocol. A page is kept under
 * its host, URL, the catalogue's change count and the versions of the remotes' containers and of the
 * shell's index.html, so a price change, an edit, an import or a redeployed remote is never answered with
 * an older page. Kept only whole (rendered within the budget, every part and answer there) and with 200.
 *
 * The page's CSP nonce is not kept: the bytes are kept split where it stood, and every answer puts in its
 * own nonce. Bounded by memory: past `maxBytes` the least recently used pages go.
 */
export class PageCache {
  private readonly pages = new Map<string, Buffer[]>();
  private used = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page kept under `key` with `nonce` put in where its own nonce stood, or undefined. */
  get(key: string, nonce: string): Buffer | undefined {
    const parts = this.pages.get(key);
    if (!parts) return undefined;
    // Most recently used last: the first entries are the ones to drop for room.
    this.pages.delete(key);
    this.pages.set(key, parts);
    if (parts.length === 1) return parts[0];
    const glue = Buffer.from(nonce);
    return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
  }

  /** Keeps `page`, rendered with `nonce`, under `key` (a page larger than the whole budget is not kept). */
  set(key: string, page: Buffer, nonce: string): void {
    this.remove(key);
    const parts = nonce ? splitAt(page, Buffer.from(nonce)) : [page];
    const bytes = sizeOf(key, parts);
    if (bytes > this.maxBytes) return;
    while (this.used + bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value as string;
      this.remove(oldest);
    }
    this.pages.set(key, parts);
    this.used += bytes;
  }

  clear(): void {
    this.pages.clear();
    this.used = 0;
  }

  private remove(key: string): void {
    const parts = this.pages.get(key);
    if (!parts) return;
    this.pages.delete(key);
    this.used -= sizeOf(key, parts);
  }
}

/** About what a page holds: its bytes, its key as a V8 string and the map's own. */
const sizeOf = (key: string, parts: Buffer[]) =>
  parts.reduce((sum, part) => sum + part.length, 0) + 2 * key.length + 200;

/** `bytes` cut at every occurrence of `separator`, which is left out. */
function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}
