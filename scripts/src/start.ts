import { startShop } from '../../shell/server/start';
import { ensureBuilt } from './build';

/** `npm start`: builds what is missing or stale, then starts the shop's server (shell/server/start.ts). */
async function main() {
  const started = performance.now();
  await ensureBuilt();
  await startShop(started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
