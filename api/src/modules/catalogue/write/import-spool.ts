import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { ProductState } from './model';

/** A row the import core checked and keeps for its write: its place in the input, its line, code and fields. */
export interface Spooled {
  order: number;
  line: number | null;
  itemCode: string;
  fields: Partial<ProductState>;
}

/**
 * The checked rows of an import between its read and its write, in a temporary file (one JSON a line): the
 * core reads the whole input before its first write, and the memory this takes is one row, not the file.
 */
export class Spool {
  /** The file's first error (a full disk; a write still queued when `remove` destroyed it), kept, never thrown
   * as an 'error' event that nobody listens to, which would end the process. */
  private failure: Error | null = null;

  private constructor(
    private readonly folder: string,
    private readonly out: fs.WriteStream,
  ) {
    out.on('error', (error) => (this.failure ??= error));
  }

  static async open(): Promise<Spool> {
    const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shop-import-'));
    return new Spool(folder, fs.createWriteStream(path.join(folder, 'rows.jsonl')));
  }

  async write(row: Spooled): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.write(`${JSON.stringify(row)}\n`)) return;
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        this.out.off('error', reject);
        resolve();
      };
      this.out.once('drain', drained);
      this.out.once('error', reject);
    });
  }

  /** The rows written, in order, by `size`; call once, after the last `write`. */
  async *batches(size: number): AsyncGenerator<Spooled[]> {
    await new Promise<void>((resolve, reject) =>
      this.out.end((error?: Error | null) =>
        error || this.failure ? reject(error ?? this.failure) : resolve(),
      ),
    );
    const lines = readline.createInterface({
      input: fs.createReadStream(path.join(this.folder, 'rows.jsonl')),
      crlfDelay: Infinity,
    });
    let batch: Spooled[] = [];
    for await (const line of lines) {
      batch.push(JSON.parse(line) as Spooled);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async remove(): Promise<void> {
    this.out.destroy();
    await fs.promises.rm(this.folder, { recursive: true, force: true });
  }
}
