import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * `npm run test:pg -w api`: the same Jest suite against a PostgreSQL server. Each test file creates and
 * drops its own database there, so the role needs CREATEDB. The server comes from TEST_DATABASE_URL, else
 * DATABASE_URL, else the local socket (what `.ci/run` starts with `pg_ctlcluster 15 main start`) as the
 * current user or as `postgres`.
 */
const SOCKET = 'postgres:///postgres?host=/var/run/postgresql';
const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const candidates = given ? [given] : [`${SOCKET}&user=${os.userInfo().username}`, `${SOCKET}&user=postgres`];

async function reachable(url: string): Promise<string | null> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  let url: string | undefined;
  for (const candidate of candidates) {
    const problem = await reachable(candidate);
    if (!problem) {
      url = candidate;
      break;
    }
    console.error(`PostgreSQL недоступен по адресу ${candidate}: ${problem}`);
  }
  if (!url) return 1;
  const jest = require.resolve('jest/bin/jest');
  const result = spawnSync(process.execPath, [jest, ...process.argv.slice(2)], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, TEST_DATABASE_URL: url },
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

main().then((code) => process.exit(code));
