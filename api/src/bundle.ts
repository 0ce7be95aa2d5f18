import path from 'node:path';

/** Set by the server's bundler (server/build/bundle.ts): the folder of the compiled entries. */
declare const SERVER_BUNDLE_DIR: string | undefined;

/**
 * The compiled `entry` (a name of the bundler's entries) when this code runs from a server bundle, else null:
 * the code runs from its TypeScript through `tsx` (`npm run dev`, the tests without a build), and a thread or
 * a process it starts must be started from source too.
 */
export const bundledEntry = (entry: string): string | null =>
  typeof SERVER_BUNDLE_DIR === 'string' ? path.join(SERVER_BUNDLE_DIR, `${entry}.js`) : null;

/**
 * V8's flags of every process that answers requests (the site processes; the API bench's): the young
 * generation at 16 MB a semi-space, V8's own maximum on 64 bits, written out so that a Node with another
 * default does not change it unseen. A smaller young generation made a site process spend far more CPU
 * collecting garbage while rendering pages, and saved little memory (docs/history.md has the figures).
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16'];
