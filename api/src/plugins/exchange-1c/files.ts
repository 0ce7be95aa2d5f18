import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { Unzip, UnzipInflate } from 'fflate';

/** Thrown for a file the exchange refuses: its Russian reason is the answer's second line. */
export class Refused extends Error {}

/**
 * A file name as 1С sends it: `import.xml`, `offers.xml`, `import_files/ab/abcd.jpg`, an archive. Relative,
 * with letters, digits, `_`, `-`, `.` and `/` between parts, no part `..` or hidden; anything else is refused
 * (it could reach outside the exchange's folder).
 */
export function safeName(name: string): string {
  const parts = name.replace(/\\/g, '/').split('/');
  const fine =
    name.length > 0 &&
    name.length <= 200 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    parts.every((part) => /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u.test(part) && part !== '..');
  if (!fine) throw new Refused(`Недопустимое имя файла «${name.slice(0, 100)}»`);
  return parts.join('/');
}

/** Bytes stored in an exchange's folder so far (every file, unpacked ones too). */
export function folderBytes(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Counts bytes through a stream and stops it past `limit` with the reason. */
function ceiling(limit: number, reason: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Refused(reason));
      else done(null, chunk);
    },
  });
}

/**
 * Appends one part of a file (`mode=file`: 1С sends a file bigger than `file_limit` in several requests with
 * the same name). The part may not pass `partLimit`, nor the exchange's folder `totalLimit`.
 */
export async function appendPart(
  folder: string,
  name: string,
  body: Readable,
  partLimit: number,
  totalLimit: number,
): Promise<void> {
  const target = path.join(folder, safeName(name));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const room = Math.min(partLimit, totalLimit - folderBytes(folder));
  const reason =
    room < partLimit
      ? `Файлы обмена больше допустимого (${totalLimit} байт)`
      : `Часть файла больше допустимого (${partLimit} байт)`;
  const file = fs.createWriteStream(target, { flags: 'a' });
  try {
    await pipeline(body, ceiling(Math.max(room, 0), reason), file);
  } catch (error) {
    // The part is dropped with its file: 1С starts the file again in the next exchange. A part refused at
    // once fails before the file has opened, and it is opened and closed after that: removed once closed,
    // or an empty file would stay and count as the start of the next part.
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
    fs.rmSync(target, { force: true });
    throw error;
  }
}

/**
 * Unpacks every archive in the folder (1С with `zip=yes` sends one archive, perhaps in parts), streaming: each
 * entry's name is checked as a sent file's is, and the bytes unpacked are counted against `totalLimit` as they
 * come (an archive that claims little and unpacks to gigabytes stops there). The archive is removed after.
 */
export async function unpackArchives(folder: string, totalLimit: number): Promise<void> {
  if (!fs.existsSync(folder)) return;
  const archives = fs.readdirSync(folder).filter((name) => name.toLowerCase().endsWith('.zip'));
  for (const archive of archives) {
    const file = path.join(folder, archive);
    let room = totalLimit - folderBytes(folder);
    let failure: Error | null = null;
    const open = new Set<number>();
    const unzip = new Unzip((entry) => {
      if (failure || entry.name.endsWith('/')) return;
      let target: string;
      try {
        target = path.join(folder, safeName(entry.name));
      } catch (error) {
        failure = error as Error;
        return;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const fd = fs.openSync(target, 'w');
      open.add(fd);
      entry.ondata = (error, data, final) => {
        if (failure) return;
        if (error) failure = new Refused(`Архив ${archive} повреждён: ${error.message}`);
        else {
          room -= data.length;
          if (room < 0)
            failure = new Refused(`Архив ${archive} распаковывается больше допустимого (${totalLimit} байт)`);
          else fs.writeSync(fd, data);
        }
        if (final || failure) {
          fs.closeSync(fd);
          open.delete(fd);
        }
      };
      entry.start();
    });
    unzip.register(UnzipInflate);
    const stream = fs.createReadStream(file, { highWaterMark: 16 * 1024 });
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        unzip.push(chunk);
        if (failure) break;
      }
      if (!failure) unzip.push(new Uint8Array(0), true);
    } catch (error) {
      failure ??= new Refused(`Архив ${archive} повреждён: ${(error as Error).message}`);
    } finally {
      stream.destroy();
      for (const fd of open) fs.closeSync(fd);
    }
    fs.rmSync(file, { force: true });
    if (failure) throw failure;
  }
}
