import { createTestDatabase, startServer, TEMPLATE_VARIABLE, type TestDatabase } from '../helpers';

/**
 * Jest's global setup of the API suites: one database migrated and seeded by a real server start, which
 * every test file then copies (`createTestDatabase`) instead of seeding its own. Its teardown drops it.
 */
let template: TestDatabase | undefined;

export default async function createTemplate(): Promise<void> {
  template = await createTestDatabase({ empty: true });
  const server = await startServer(template.env);
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server exited with ${code}:\n${server.output()}`);
  process.env[TEMPLATE_VARIABLE] = JSON.stringify(template.env);
}

export async function dropTemplate(): Promise<void> {
  await template?.drop();
}
