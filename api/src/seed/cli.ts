import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { readSettings } from '../settings/schema';
import { DEFAULT_ITEMS, DEFAULT_SEED } from './generator';
import { seedCatalogue } from './seeder';
import { progressLine } from './startup';

/**
 * `npm run seed -w api -- --items 35000 [--seed N]`: replaces the catalogue in the database of DATA_DIR
 * (or DATABASE_URL) with a freshly generated demo catalogue. Stop the server first when using PGlite.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      items: { type: 'string', default: String(DEFAULT_ITEMS) },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
    },
  });
  const items = Number(values.items);
  const seed = Number(values.seed);
  if (!Number.isInteger(items) || items < 1) throw new Error('--items: ожидается целое число больше 0');
  if (!Number.isInteger(seed)) throw new Error('--seed: ожидается целое число');
  const database = await openDatabase({}, readSettings());
  try {
    const started = Date.now();
    await database.exclusive(() =>
      seedCatalogue(database.db, { items, seed, onProgress: progressLine('Заполнение демо-каталога') }),
    );
    process.stderr.write(`\nГотово: ${items} товаров за ${((Date.now() - started) / 1000).toFixed(1)} с\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
