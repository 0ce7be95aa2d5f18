import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

const counting = new AsyncLocalStorage<{ statements: number }>();

/** Drizzle's logger on both drivers: counts each statement sent inside `countStatements`, logs nothing. */
export const statementCounter: Logger = {
  logQuery() {
    const counter = counting.getStore();
    if (counter) counter.statements++;
  },
};

/** Runs `work` and tells how many statements it sent to the database (the desk's list reports it as a metric). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter = { statements: 0 };
  const result = await counting.run(counter, work);
  return { result, statements: counter.statements };
}
