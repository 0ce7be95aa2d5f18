import { openDatabase } from '../../src/db/client';
import { readSettings } from '../../src/settings';
import {
  type ImportOptions,
  type IncomingProduct,
  importProducts,
} from '../../src/modules/catalogue/write/import';

/**
 * `tsx test/support/import.ts '<json { input, options }>'`: runs the catalogue's import core on the database of
 * DATA_DIR or DATABASE_URL and prints its report as JSON (PGlite only opens in a process of its own).
 */
async function main(): Promise<void> {
  const { input, options } = JSON.parse(process.argv[2] ?? '{}') as {
    input: IncomingProduct[];
    options: Omit<ImportOptions, 'actor'>;
  };
  const database = await openDatabase({}, readSettings());
  try {
    const actor = { userId: null, name: 'Загрузка из теста', source: 'test' };
    process.stdout.write(JSON.stringify(await importProducts(database.db, input, { ...options, actor })));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
