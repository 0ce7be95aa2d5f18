import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { rows } from '../../src/db/client';
import { knownItemCodes, productsForOrder } from '../../src/modules/catalogue';

/** One step of the script: a read asked both ways, a call of the catalogue's service, or a statement. */
export type CatalogueStep =
  { get: string } | { productsForOrder: string[] } | { knownItemCodes: string[] } | { sql: string };

/** What a `get` step saw: the in-process answer, the HTTP one, and the answer cache's size around them. */
export interface GetResult {
  inProcess: { status: number; body: unknown };
  http: { status: number; body: unknown };
  cached: { before: number; afterInProcess: number; afterHttp: number };
}

/** The caller the in-process reads are asked as. */
const CALLER = '203.0.113.7';

/**
 * `catalogue-in-process '<json array of steps>'`: the API in this process on the database of DATA_DIR or
 * DATABASE_URL, listening on a free port; runs the steps in order and prints their results as JSON. The
 * catalogue's in-process reads are compared with its HTTP answers here, since PGlite does not open in Jest.
 */
async function main(): Promise<void> {
  const steps = JSON.parse(process.argv[2] ?? '[]') as CatalogueStep[];
  const app = await buildApp({ seedItems: 0 });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const results: unknown[] = [];
    for (const step of steps) {
      if ('get' in step) {
        const before = app.catalogCache.size;
        const inProcess = await app.catalogue.get(step.get, CALLER);
        const afterInProcess = app.catalogCache.size;
        const response = await fetch(`${origin}${step.get}`);
        const http = { status: response.status, body: (await response.json()) as unknown };
        results.push({
          inProcess,
          http,
          cached: { before, afterInProcess, afterHttp: app.catalogCache.size },
        });
      } else if ('productsForOrder' in step) {
        const { outOfStock } = (await app.shop.settings()).stock;
        results.push([...(await productsForOrder(app.db, step.productsForOrder, outOfStock)).values()]);
      } else if ('knownItemCodes' in step) {
        results.push([...(await knownItemCodes(app.db, step.knownItemCodes))].sort());
      } else results.push(await rows(app.db, sql.raw(step.sql)));
    }
    process.stdout.write(JSON.stringify(results));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
