import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSettings } from '../settings/schema';
import { askRunningShop } from './control';
import { makeBackup } from './index';
import type { BackupManifest } from './manifest';
import { restoreBackup } from './restore';

/** A progress line at most this often: a long copy shows it is alive without flooding a log. */
const PROGRESS_EVERY_MS = 3_000;

const USAGE =
  'Использование: npm run backup -- --out ФАЙЛ [--rows]\n' +
  '               npm run restore -- ФАЙЛ [--force]';

function progress(): (bytes: number) => void {
  let last = Date.now();
  return (bytes) => {
    if (Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    process.stderr.write(`Записано ${(bytes / 2 ** 20).toFixed(1)} МБ\n`);
  };
}

const megabytes = (manifest: BackupManifest): string =>
  (manifest.parts.reduce((sum, part) => sum + part.bytes, 0) / 2 ** 20).toFixed(1);

/**
 * `npm run backup -- --out FILE [--rows]`: a copy of the shop of DATA_DIR (asked of the running shop over its
 * control socket, else made here with DATA_DIR locked) or of DATABASE_URL (pg_dump); `--rows` keeps the
 * database as rows (portable.ts), which restore into PGlite and PostgreSQL alike. `npm run restore -- FILE
 * [--force]`: see restore.ts. Exit code 1 and a Russian message for any refusal or failure.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const settings = readSettings();
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const { values } = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, rows: { type: 'boolean', default: false } },
    });
    if (!values.out) throw new Error(`Укажите файл копии: --out ФАЙЛ\n${USAGE}`);
    const out = path.resolve(values.out);
    const onProgress = progress();
    const manifest =
      (!settings.DATABASE_URL && (await askRunningShop(settings.DATA_DIR, out, onProgress, values.rows))) ||
      (await makeBackup(settings, out, { onProgress, portable: values.rows }));
    process.stderr.write(
      `Резервная копия готова: ${out} (частей ${manifest.parts.length}, ${megabytes(manifest)} МБ, ` +
        `версия ${manifest.release}, миграций ${manifest.schema}, за ${seconds()} с)\n`,
    );
    return;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new Error(`Укажите один файл копии\n${USAGE}`);
    const { manifest, movedAside } = await restoreBackup(settings, path.resolve(file), {
      force: values.force,
    });
    for (const aside of movedAside) process.stderr.write(`Прежние данные отложены: ${aside}\n`);
    process.stderr.write(
      `Восстановлено из ${file} (версия ${manifest.release}, сделана ${manifest.createdAt}) за ${seconds()} с. ` +
        'Запустите магазин: недостающие миграции применятся при запуске\n',
    );
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
