import fs from 'node:fs';
import path from 'node:path';
import { TarWriter } from './tar';

/** The few file operations the output needs: a test replaces them to make a write fail (a full disk). */
export interface OutputFiles {
  open(file: string): Promise<Pick<fs.promises.FileHandle, 'write' | 'sync' | 'close'>>;
}

const realFiles: OutputFiles = { open: (file) => fs.promises.open(file, 'w', 0o600) };

/** The name a backup is written under until it is whole. */
export const partialOf = (outFile: string): string => `${outFile}.partial`;

/**
 * Writes a tar to `outFile` through `fill`: into `outFile.partial`, fsynced, then renamed, so a file under
 * the final name is always whole. Any failure (a full disk, a killed copy's next run) removes the partial
 * file and is thrown again, a full disk as a Russian message. `onProgress` hears the bytes written so far.
 * Mode 0600: the copy holds buyers' personal data.
 */
export async function writeBackupFile<T>(
  outFile: string,
  fill: (tar: TarWriter) => Promise<T>,
  { onProgress, files = realFiles }: { onProgress?: (bytes: number) => void; files?: OutputFiles } = {},
): Promise<T> {
  const partial = partialOf(outFile);
  await fs.promises.mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
  const handle = await files.open(partial);
  let bytes = 0;
  let closed = false;
  try {
    const tar = new TarWriter(async (chunk) => {
      for (let at = 0; at < chunk.length;) {
        const { bytesWritten } = await handle.write(chunk, at, chunk.length - at);
        at += bytesWritten;
      }
      bytes += chunk.length;
      onProgress?.(bytes);
    });
    const result = await fill(tar);
    await tar.end();
    await handle.sync();
    closed = true;
    await handle.close();
    await fs.promises.rename(partial, outFile);
    await syncFolder(path.dirname(path.resolve(outFile)));
    return result;
  } catch (error) {
    if (!closed) await handle.close().catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw explained(error, outFile);
  }
}

/** The rename itself reaches the disk only once the folder is synced. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function explained(error: unknown, outFile: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new Error(`Не хватает места на диске для резервной копии ${outFile}: копия не сделана`);
  return error;
}
