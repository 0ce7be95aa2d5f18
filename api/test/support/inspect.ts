import { sql } from 'drizzle-orm';
import { openDatabase, rows } from '../../src/db/client';
import { readSettings } from '../../src/settings';

/**
 * `tsx test/support/inspect.ts '<json array of SQL>'`: runs queries on the database of DATA_DIR or
 * DATABASE_URL and prints their rows as JSON. Tests use it to look behind the API, or to leave the state an
 * older version left before a start (PGlite only opens in a process of its own, and only while no server
 * holds the directory).
 */
async function main(): Promise<void> {
  const queries = JSON.parse(process.argv[2] ?? '[]') as string[];
  const database = await openDatabase({}, readSettings());
  try {
    const results: unknown[] = [];
    for (const query of queries) results.push(await rows(database.db, sql.raw(query)));
    process.stdout.write(JSON.stringify(results));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
