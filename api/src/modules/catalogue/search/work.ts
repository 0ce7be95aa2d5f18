import type { SQL } from 'drizzle-orm';
import { type Db, rows } from '../../../db/client';

/**
 * The work of finding one query's matches: the statements sent and the candidates ranked, against a budget
 * of time. The ladder of steps is fixed (candidates.ts), so the statements are bounded whatever the query;
 * the budget stops the ladder early under load, and the best answer found so far stands.
 */
export class SearchWork {
  statements = 0;
  candidates = 0;
  private readonly started = performance.now();

  constructor(
    private readonly budgetMs: number,
    /** Resolves when the search may send its next statement (gate.ts ReadsFirst). */
    private readonly turn: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async rows<T>(db: Db, query: SQL): Promise<T[]> {
    this.statements++;
    await this.turn();
    return rows<T>(db, query);
  }

  /** Whether the budget is spent: the next step of the ladder is not started. */
  get spent(): boolean {
    return performance.now() - this.started > this.budgetMs;
  }
}
