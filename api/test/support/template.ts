import fs from 'node:fs';
import {
  createTestDatabase,
  startServer,
  stopReadOnlyServers,
  TEMPLATE_VARIABLE,
  type TestDatabase,
} from '../helpers';
import { BUILD_VARIABLE, buildApi } from './build';

/**
 * Jest's global setup of the API suites: the API compiled once (build.ts), which every test server then
 * runs, and one database migrated and seeded by a real server start, which every test file then copies
 * (`createTestDatabase`) instead of seeding its own. Its teardown drops both, after stopping the workers'
 * read-only servers (`readOnlyServer` in helpers.ts) and dropping their databases.
 */
let template: TestDatabase | undefined;
let build: string | undefined;

export default async function createTemplate(): Promise<void> {
  build = await buildApi();
  process.env[BUILD_VARIABLE] = build;
  template = await createTestDatabase({ empty: true });
  const server = await startServer(template.env);
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`);
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template.env);
}

export async function dropTemplate(): Promise<void> {
  if (build) await stopReadOnlyServers(build);
  await template?.drop();
  if (build) fs.rmSync(build, { recursive: true, force: true });
}
