import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the files made from uploaded pictures live. Every file is named by the SHA-256 of its bytes, so a
 * name always means the same bytes: writing one twice is harmless, caches may keep it for good, and no two
 * processes can write different contents under one name.
 *
 * `LocalPictureStore` keeps them in a folder (`PICTURES_DIR`, default `DATA_DIR/pictures`). Where the shop
 * runs on several machines every API process must see the same files: either that folder is a shared mount
 * (NFS, a cloud provider's file volume) given to every process as `PICTURES_DIR`, or a store with the same
 * four methods over an S3-compatible bucket (`put` = PutObject, `open` = GetObject's body stream, `remove`
 * = DeleteObject, `has` = HeadObject) replaces this class in `pictures/routes.ts`.
 */
export interface PictureStore {
  /** Stores `bytes` as `name` (complete or not at all: readers never see half a file). */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  has(name: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  remove(name: string): Promise<void>;
}

/** A content name: 64 hex digits and the extension of a format we make; nothing else is ever a path. */
export const PICTURE_FILE = /^[0-9a-f]{64}\.(webp|jpg)$/;

export class LocalPictureStore implements PictureStore {
  constructor(private readonly folder: string) {}

  private pathOf(name: string): string {
    if (!PICTURE_FILE.test(name)) throw new Error(`not a picture file name: ${name}`);
    return path.join(this.folder, name.slice(0, 2), name);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(name);
    if (await this.has(name)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed: another process reading it sees all of it or nothing.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  }

  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    if (!PICTURE_FILE.test(name)) return null;
    try {
      const handle = await fs.promises.open(this.pathOf(name), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    return fs.promises.access(this.pathOf(name)).then(
      () => true,
      () => false,
    );
  }

  async remove(name: string): Promise<void> {
    await fs.promises.rm(this.pathOf(name), { force: true });
  }
}
