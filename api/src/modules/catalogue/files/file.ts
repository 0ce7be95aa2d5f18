import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { groupDigits } from '@shop/shared/domain';

/**
 * An uploaded import file kept server-side between its preview and «Применить» (`DATA_DIR/imports`): the file
 * under a random token, and beside it what the preview was asked (kind, full, section). The token is taken once
 * (renamed away), so a second «Применить» — a double click, a second tab — applies nothing twice.
 */

/** A file that cannot be read as what it claims to be: a 400 naming the line. */
export class ImportFileError extends Error {
  constructor(
    readonly line: number | null,
    detail: string,
  ) {
    super(line === null ? `Файл не прочитан: ${detail}` : `Файл не прочитан: строка ${line}: ${detail}`);
  }
}

/**
 * The longest cell a file may have (a CSV cell, an XML element's text): the longest field of a product, its
 * characteristics (100 of up to 334 characters), with room. Past it the file is refused, so what a row holds
 * in memory is bounded by this, not by the file.
 */
export const MAX_CELL_CHARS = 50_000;
/** The longest CSV row (its cells together) or stretch of XML between two of its events (a tag, a text). */
export const MAX_ROW_CHARS = 200_000;
export const CELL_TOO_LONG = `ячейка длиннее ${groupDigits(MAX_CELL_CHARS)} символов`;
export const ROW_TOO_LONG = `строка длиннее ${groupDigits(MAX_ROW_CHARS)} символов`;

/** A file over the size limit (413). */
export class ImportTooLarge extends Error {}

export interface Decoded {
  text: AsyncIterable<string>;
}

export type ImportKind = 'csv' | 'yml';
export interface Upload {
  kind: ImportKind;
  full: boolean;
  section: string | null;
}

/** Uploads older than this are removed at the next upload. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^[a-f0-9]{48}$/;

export class ImportFiles {
  constructor(private readonly folder: string) {}

  private file(token: string, suffix: string): string {
    if (!TOKEN.test(token)) throw new Error('bad token');
    return path.join(this.folder, `${token}.${suffix}`);
  }

  /** Writes the body to a new token's file, refusing (ImportTooLarge) past `maxBytes`. */
  async save(body: Readable, maxBytes: number): Promise<string> {
    await fs.promises.mkdir(this.folder, { recursive: true });
    await this.removeOld();
    const token = crypto.randomBytes(24).toString('hex');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > maxBytes ? new ImportTooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(this.file(token, 'upload')));
    } catch (error) {
      await this.remove(token);
      throw error;
    }
    return token;
  }

  async describe(token: string, upload: Upload): Promise<void> {
    await fs.promises.writeFile(this.file(token, 'json'), JSON.stringify(upload));
  }

  /** Takes the token for applying: null when it was taken (applied) already, removed or never given. */
  async take(token: string): Promise<Upload | null> {
    try {
      await fs.promises.rename(this.file(token, 'json'), this.file(token, 'taken'));
    } catch {
      return null;
    }
    return JSON.parse(await fs.promises.readFile(this.file(token, 'taken'), 'utf8')) as Upload;
  }

  /** Gives a taken token back (applying failed on the database: the staff member may press again). */
  async giveBack(token: string): Promise<void> {
    await fs.promises.rename(this.file(token, 'taken'), this.file(token, 'json')).catch(() => undefined);
  }

  async remove(token: string): Promise<void> {
    for (const suffix of ['upload', 'json', 'taken']) {
      await fs.promises.rm(this.file(token, suffix), { force: true });
    }
  }

  /** The file as text, its encoding detected (`detectEncoding`). */
  async open(token: string): Promise<{ head: string; decoded: Decoded }> {
    const name = this.file(token, 'upload');
    const handle = await fs.promises.open(name);
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    await handle.close();
    const { encoding, skip } = detectEncoding(head.subarray(0, bytesRead));
    const decoder = new TextDecoder(encoding);
    async function* text(): AsyncGenerator<string> {
      for await (const chunk of fs.createReadStream(name, { start: skip })) {
        yield decoder.decode(chunk as Buffer, { stream: true });
      }
      yield decoder.decode();
    }
    return {
      head: new TextDecoder(encoding).decode(head.subarray(skip, bytesRead)),
      decoded: { text: text() },
    };
  }

  private async removeOld(): Promise<void> {
    const now = Date.now();
    for (const name of await fs.promises.readdir(this.folder)) {
      const full = path.join(this.folder, name);
      const stat = await fs.promises.stat(full).catch(() => null);
      if (stat && now - stat.mtimeMs > KEEP_MS) await fs.promises.rm(full, { force: true });
    }
  }
}

/**
 * UTF-8 (with or without a BOM) or Windows-1251, as Excel with Russian settings saves a CSV: a BOM says UTF-8;
 * an XML declaration names its encoding; otherwise a start that is not valid UTF-8 is Windows-1251.
 */
export function detectEncoding(head: Buffer): { encoding: 'utf-8' | 'windows-1251'; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  const declared = /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head.subarray(0, 200).toString('latin1'));
  if (declared) {
    const name = declared[1]!.toLowerCase();
    return { encoding: name === 'windows-1251' || name === 'cp1251' ? 'windows-1251' : 'utf-8', skip: 0 };
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { encoding: 'utf-8', skip: 0 };
  } catch {
    return { encoding: 'windows-1251', skip: 0 };
  }
}

/** A file's kind by its content: XML starts with `<`. */
export const kindOf = (head: string): ImportKind => (head.trimStart().startsWith('<') ? 'yml' : 'csv');
