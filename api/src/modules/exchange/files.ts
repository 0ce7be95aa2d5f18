import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { Unzip, UnzipInflate } from 'fflate';
import { type DiskLimits, Refused, fileFault, isFile, roomLeft } from './disk';

export { Refused };

/** The longest name of one part of a path a file system takes (ext4 and most others count bytes). */
const PART_BYTES = 255;

/**
 * A file name as 1С sends it: `import.xml`, `offers.xml`, `import_files/ab/abcd.jpg`, an archive. Relative,
 * with letters, digits, `_`, `-`, `.` and `/` between parts, no part `..` or hidden, no part longer than the
 * file system takes (in UTF-8 bytes: a Cyrillic letter is two); anything else is refused (it could reach
 * outside the exchange's folder, or fail to be written).
 */
export function safeName(name: string): string {
  const parts = name.replace(/\\/g, '/').split('/');
  const fine =
    name.length > 0 &&
    name.length <= 200 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    parts.every(
      (part) =>
        /^[\p{L}\p{N}_-][\p{L}\p{N}_.-]*$/u.test(part) &&
        part !== '..' &&
        Buffer.byteLength(part) <= PART_BYTES,
    );
  if (!fine) throw new Refused(`Недопустимое имя файла «${name.slice(0, 100)}»`);
  return parts.join('/');
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
 * the same name). The part may not pass `partLimit`, nor the room the limits leave (`roomLeft`: the
 * exchange's, every exchange's under `root`, the disk's free space). A fault of the file system (a folder
 * where the file should be) is refused with its reason.
 */
export async function appendPart(
  root: string,
  folder: string,
  name: string,
  body: Readable,
  partLimit: number,
  limits: DiskLimits,
): Promise<void> {
  const target = path.join(folder, safeName(name));
  const room = await roomLeft(root, folder, limits);
  const reason = room.bytes < partLimit ? room.reason : `Часть файла больше допустимого (${partLimit} байт)`;
  let file: fs.WriteStream | null = null;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    file = fs.createWriteStream(target, { flags: 'a' });
    await pipeline(body, ceiling(Math.max(Math.min(room.bytes, partLimit), 0), reason), file);
  } catch (error) {
    body.resume();
    // The part is dropped with its file: 1С starts the file again in the next exchange. A part refused at
    // once fails before the file has opened, and it is opened and closed after that: removed once closed,
    // or an empty file would stay and count as the start of the next part. A folder in its place stays.
    if (file && !file.closed) await new Promise<void>((closed) => file!.once('close', () => closed()));
    if (isFile(target)) fs.rmSync(target, { force: true });
    throw fileFault(error, folder) ?? error;
  }
}

/**
 * Unpacks every archive in the folder (1С with `zip=yes` sends one archive, perhaps in parts), streaming: each
 * entry's name is checked as a sent file's is, and the bytes unpacked are counted against the room the limits
 * leave (`roomLeft`) as they come (an archive that claims little and unpacks to gigabytes stops there). The
 * archive is removed after; when unpacking fails, so is every file it had written.
 */
export async function unpackArchives(root: string, folder: string, limits: DiskLimits): Promise<void> {
  if (!fs.existsSync(folder)) return;
  const archives = fs
    .readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith('.zip') && isFile(path.join(folder, name)));
  for (const archive of archives) {
    const file = path.join(folder, archive);
    const left = await roomLeft(root, folder, limits);
    let room = left.bytes;
    const tooBig = left.reason.startsWith('Файлы обмена')
      ? `Архив ${archive} распаковывается больше допустимого (${limits.totalBytes} байт)`
      : `Архив ${archive} не распакован: ${left.reason}`;
    let failure: Error | null = null;
    const fail = (error: unknown) => {
      failure ??= fileFault(error, folder) ?? (error as Error);
    };
    const open = new Set<number>();
    const written: string[] = [];
    const unzip = new Unzip((entry) => {
      if (failure || entry.name.endsWith('/')) return;
      try {
        const target = path.join(folder, safeName(entry.name));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const fd = fs.openSync(target, 'w');
        open.add(fd);
        written.push(target);
        entry.ondata = (error, data, final) => {
          if (failure) return;
          if (error) failure = new Refused(`Архив ${archive} повреждён: ${error.message}`);
          else {
            room -= data.length;
            if (room < 0) failure = new Refused(tooBig);
            else
              try {
                fs.writeSync(fd, data);
              } catch (fault) {
                fail(fault);
              }
          }
          if (final || failure) {
            fs.closeSync(fd);
            open.delete(fd);
          }
        };
        entry.start();
      } catch (error) {
        fail(error);
      }
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
    if (failure) {
      for (const target of written) if (isFile(target)) fs.rmSync(target, { force: true });
      throw failure;
    }
  }
}
