import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBackupManifest } from '../src/backup';
import { type OutputFiles, partialOf, writeBackupFile } from '../src/backup/output';
import { eachEntry, listEntries, readEntry } from '../src/backup/tar';

/** The backup file's own layer, without a database: its tar, its atomic output, its refusals of odd files. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const longName = `pictures/${'a'.repeat(120)}/${'б'.repeat(40)}.webp`;

test('what the writer packs, tar reads back, and the reader finds it again, long names too', async () => {
  const out = path.join(dir, 'round.tar');
  const source = path.join(dir, 'source.bin');
  fs.writeFileSync(source, Buffer.alloc(1300, 7));
  const written = await writeBackupFile(out, async (tar) => [
    await tar.addFile('exchange-1c/x/import.xml', source),
    await tar.addBuffer(longName, Buffer.from('картинка')),
  ]);
  expect(written.map((part) => part.bytes)).toEqual([1300, Buffer.byteLength('картинка')]);
  expect(execFileSync('tar', ['-tf', out]).toString().trim().split('\n')).toEqual([
    'exchange-1c/x/import.xml',
    longName,
  ]);
  const entries = await listEntries(out);
  const chunks: Buffer[] = [];
  for await (const chunk of readEntry(out, entries[1]!)) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('картинка');
  expect(fs.existsSync(partialOf(out))).toBe(false);
  expect(fs.statSync(out).mode & 0o777).toBe(0o600);
});

test('a streamed tar hands each entry on whole, however its bytes are cut', async () => {
  const out = path.join(dir, 'stream.tar');
  await writeBackupFile(out, async (tar) => {
    await tar.folder('base');
    await tar.addBuffer('base/1', Buffer.alloc(700, 1));
    await tar.addBuffer('base/2', Buffer.alloc(0));
  });
  const bytes = fs.readFileSync(out);
  // Pieces of 100 bytes: headers and data arrive split across them.
  const pieces = Array.from({ length: Math.ceil(bytes.length / 100) }, (_, i) =>
    bytes.subarray(i * 100, i * 100 + 100),
  );
  const seen: string[] = [];
  await eachEntry(pieces, async (header) => {
    let size = 0;
    return {
      write: async (chunk) => void (size += chunk.length),
      close: async () => void seen.push(`${header.type} ${header.name} ${size}`),
    };
  });
  expect(seen).toEqual(['5 base 0', '0 base/1 700', '0 base/2 0']);
  await expect(
    eachEntry([bytes.subarray(0, 900)], async () => ({
      write: async () => undefined,
      close: async () => undefined,
    })),
  ).rejects.toThrow('обрывается');
});

/** Output files whose writes fail with ENOSPC once `room` bytes are written: a full disk. */
function diskWithRoom(room: number): OutputFiles {
  return {
    async open(file) {
      const handle = await fs.promises.open(file, 'w');
      let used = 0;
      return {
        async write(buffer: Buffer, offset = 0, length = buffer.length - offset) {
          if (used + length > room)
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          used += length;
          return handle.write(buffer, offset, length);
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      } as Awaited<ReturnType<OutputFiles['open']>>;
    },
  };
}

test('a full disk: a Russian error, and no file under the final name nor a partial one', async () => {
  const out = path.join(dir, 'full.tar');
  const attempt = writeBackupFile(out, (tar) => tar.addBuffer('pictures/big', Buffer.alloc(10_000)), {
    files: diskWithRoom(4096),
  });
  await expect(attempt).rejects.toThrow(`Не хватает места на диске для резервной копии ${out}`);
  expect(fs.readdirSync(dir).filter((name) => name.startsWith('full'))).toEqual([]);
});

test('a copy that fails half-way (its source vanished) leaves no file that looks whole', async () => {
  const out = path.join(dir, 'killed.tar');
  await expect(
    writeBackupFile(out, async (tar) => {
      await tar.addBuffer('pictures/first', Buffer.alloc(5000));
      await tar.addFile('pictures/gone', path.join(dir, 'no-such-file'));
    }),
  ).rejects.toThrow();
  expect(fs.existsSync(out)).toBe(false);
  expect(fs.existsSync(partialOf(out))).toBe(false);
});

describe('a file that is no backup is refused, naming it, in Russian', () => {
  it('a text file', async () => {
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'Список дел на завтра\n'.repeat(100));
    await expect(readBackupManifest(text)).rejects.toThrow(`Файл ${text} — не резервная копия магазина`);
  });

  it('an empty file', async () => {
    const empty = path.join(dir, 'empty.tar');
    fs.writeFileSync(empty, '');
    await expect(readBackupManifest(empty)).rejects.toThrow('не резервная копия магазина');
  });

  it('a tar of something else', async () => {
    fs.writeFileSync(path.join(dir, 'readme.md'), '# other project');
    const foreign = path.join(dir, 'foreign.tar');
    execFileSync('tar', ['-cf', foreign, '-C', dir, 'readme.md']);
    await expect(readBackupManifest(foreign)).rejects.toThrow('нет описания копии');
  });

  it('a tar whose manifest.json is someone else’s', async () => {
    fs.mkdirSync(path.join(dir, 'other'));
    fs.writeFileSync(path.join(dir, 'other', 'manifest.json'), JSON.stringify({ name: 'other', version: 3 }));
    const foreign = path.join(dir, 'other.tar');
    execFileSync('tar', ['-cf', foreign, '-C', path.join(dir, 'other'), 'manifest.json']);
    await expect(readBackupManifest(foreign)).rejects.toThrow('описание копии не того формата');
  });
});
