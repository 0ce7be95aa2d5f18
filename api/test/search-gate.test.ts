import { setImmediate as afterIo } from 'node:timers/promises';
import { ReadsFirst } from '../src/modules/catalogue/search/gate';

/**
 * Cheap reads before search work (issue 31, two callers): on PGlite a listing waits for the statement running,
 * so a search sends its next statement only when no other catalogue read is in flight. Judged by the order
 * things happen in, not by the clock.
 */
describe('ReadsFirst', () => {
  test('a search statement waits until every read in flight has ended, then goes', async () => {
    const reads = new ReadsFirst(60_000);
    const order: string[] = [];
    reads.enter();
    reads.enter();
    const search = reads.clear().then(() => order.push('search statement'));
    for (let i = 0; i < 5; i++) await afterIo();
    order.push('first read answered');
    reads.leave();
    for (let i = 0; i < 5; i++) await afterIo();
    order.push('second read answered');
    reads.leave();
    await search;
    expect(order).toEqual(['first read answered', 'second read answered', 'search statement']);
  });

  test('a read that arrives while a search waits for its turn of the event loop goes first', async () => {
    const reads = new ReadsFirst(60_000);
    const order: string[] = [];
    const search = reads.clear().then(() => order.push('search statement'));
    // A listing's request, read in that turn.
    reads.enter();
    for (let i = 0; i < 5; i++) await afterIo();
    order.push('read answered');
    reads.leave();
    await search;
    expect(order).toEqual(['read answered', 'search statement']);
  });

  test('reads that never stop hold a search for at most its longest wait, so searches are not starved', async () => {
    const reads = new ReadsFirst(20);
    reads.enter();
    let went = false;
    await reads.clear().then(() => (went = true));
    expect(went).toBe(true);
    reads.leave();
  });
});
