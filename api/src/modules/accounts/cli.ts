import Fastify from 'fastify';
import { openDatabase } from '../../db/client';
import { readSettings } from '../../settings';
import { Mailer, mailSettings } from '../../mail';
import { inviteManager, withdrawManager } from './staff';
import { hasAccount } from './directory';

const USAGE = 'Использование: npm run staff -w api -- grant|revoke <e-mail>';

/**
 * `npm run staff -w api -- grant anna@example.ru` sends that address the same invitation as the desk's
 * «Назначить менеджером» (into the outbox: the shop sends it when it runs); the role comes when the address's
 * owner opens the link and sets a password. `revoke` takes the role away and withdraws an open invitation.
 * For the first set-up, before an administrator can use «Сотрудники»; the database is DATA_DIR's or
 * DATABASE_URL's. With PGlite, stop the shop first (one process per data directory).
 */
async function main(): Promise<void> {
  const [action, email] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new Error(USAGE);
  const settings = readSettings();
  const database = await openDatabase({}, settings);
  // Only writes letters into the outbox: its worker, the one user of the (silent) logger, never starts here.
  const mailer = new Mailer(database, mailSettings(settings), {
    log: Fastify({ logger: false }).log,
    onSent: () => undefined,
    onFailed: () => undefined,
    hasAccount,
    shop: () => Promise.reject(new Error('letters are sent by the running shop')),
  });
  try {
    const message =
      action === 'grant'
        ? (await inviteManager(database.db, mailer, email, null)).message
        : await withdrawManager(database.db, email);
    process.stdout.write(`${message}\n`);
  } finally {
    await mailer.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
