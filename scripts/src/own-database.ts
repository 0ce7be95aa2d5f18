import { spawnSync } from 'node:child_process';
import os from 'node:os';

/** The local PostgreSQL over its socket, as the role of this machine's user (`.ci/run` creates it). */
export const LOCAL_POSTGRES = `postgresql://${os.userInfo().username}@/postgres?host=/var/run/postgresql`;

export interface OwnDatabase {
  url: string;
  /** Drops the database, closing whatever still holds it. */
  drop(): void;
}

/**
 * A database of its own, `name`, on the PostgreSQL server of `server` (a URL of any of its databases), created
 * now through psql and dropped by `drop`: what a bench or an e2e scenario runs a shop or a restore on.
 */
export function ownDatabase(name: string, server = LOCAL_POSTGRES): OwnDatabase {
  const psql = (command: string) => {
    const result = spawnSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error?.message}`);
  };
  psql(`CREATE DATABASE ${name}`);
  // The database's name is the URL's path (a socket's URL has no host, which `new URL` refuses).
  const url = server.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);
  return { url, drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
