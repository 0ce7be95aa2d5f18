import { openDatabase } from '../../db/client';
import { setManager } from './staff';

const USAGE = 'Использование: npm run staff -w api -- grant|revoke <e-mail>';

/**
 * `npm run staff -w api -- grant anna@example.ru` (or `revoke`): gives the account of that e-mail the
 * manager role, or takes it away, in the database of DATA_DIR or DATABASE_URL — for the first set-up, before
 * an administrator can do it on the desk's «Сотрудники» page. The account registers on the site first.
 * With PGlite, stop the shop first (one process per data directory).
 */
async function main(): Promise<void> {
  const [action, email] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new Error(USAGE);
  const database = await openDatabase();
  try {
    process.stdout.write(`${await setManager(database.db, email, action === 'grant')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
