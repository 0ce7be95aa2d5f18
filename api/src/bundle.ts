import path from 'node:path';

/** Set by the server's bundler (scripts/src/server-bundle.ts): the folder of the compiled entries. */
declare const SERVER_BUNDLE_DIR: string | undefined;

/**
 * The compiled `entry` (a name of the bundler's entries) when this code runs from a server bundle, else null:
 * the code runs from its TypeScript through `tsx` (`npm run dev`, the tests without a build), and a thread or
 * a process it starts must be started from source too.
 */
export const bundledEntry = (entry: string): string | null =>
  typeof SERVER_BUNDLE_DIR === 'string' ? path.join(SERVER_BUNDLE_DIR, `${entry}.js`) : null;
