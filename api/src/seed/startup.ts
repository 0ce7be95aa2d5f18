import type { FastifyBaseLogger } from 'fastify';
import { groupDigits } from '@shop/shared/domain';
import type { Database } from '../db/client';
import { isSeeded } from '../modules/catalogue/model/meta';
import { reindexSearch, searchIndexCurrent, seedCatalogue } from './seeder';

/**
 * Seeds the demo catalogue on first start (an empty database) with a visible progress line; a catalogue
 * indexed for search by an older version is re-indexed once, keeping its data.
 */
export async function ensureSeeded(
  database: Database,
  { items, log }: { items: number; log?: FastifyBaseLogger },
): Promise<void> {
  await database.exclusive(async () => {
    if (await isSeeded(database.db)) {
      if (await searchIndexCurrent(database.db)) return;
      await reindexSearch(database.db, progressLine('Обновление поискового индекса'));
      process.stderr.write('\n');
      log?.info('search index rebuilt');
      return;
    }
    const started = Date.now();
    const progress = progressLine(`Заполнение демо-каталога`);
    await seedCatalogue(database.db, { items, onProgress: progress });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write('\n');
    log?.info({ items, seconds }, 'demo catalogue seeded');
  });
}

/** «Заполнение демо-каталога: 6 000 из 15 000 товаров (40 %)», redrawn in place on a terminal. */
export function progressLine(label: string) {
  const tty = process.stderr.isTTY;
  let lastPercent = -1;
  return (done: number, total: number): void => {
    const percent = Math.floor((done / total) * 100);
    if (!tty && percent < 100 && percent - lastPercent < 20) return;
    lastPercent = percent;
    const line = `${label}: ${groupDigits(done)} из ${groupDigits(total)} товаров (${percent} %)`;
    process.stderr.write(tty ? `\r${line}` : `${line}\n`);
  };
}
