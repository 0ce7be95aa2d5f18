import { ensureBuilt } from './build';

/**
 * `npm start`'s first step (npm's `prestart`): builds the apps and the server's bundles that are missing or
 * stale; `npm start` itself then runs the built supervisor (`node api/dist/shop.js`, bundle.ts).
 */
ensureBuilt().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
