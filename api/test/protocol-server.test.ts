import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { UnitQueue, statementOf } from '../src/db/queue';
import { entryArguments } from './support/build';

type Answer = Array<Record<string, unknown>> | { error: string };

/**
 * The embedded database's socket server, asked over the real protocol by node-postgres in a process of its
 * own (test/support/protocol.ts, one PGlite for the first two tests).
 */
describe('embedded database protocol server', () => {
  let report: {
    memory: {
      before: number;
      after: number;
      last: { rows: number; length: number; tail: string };
      simple: unknown[];
    };
    statements: Record<'shared' | 'broken' | 'inTransaction' | 'many', Answer[]> &
      Record<'keptShared' | 'keptBroken' | 'keptMany', number> & {
        afterDeallocate: Answer;
        plans: string;
        generic: { answers: Answer[]; plans: Answer; after: string };
      };
  };
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...entryArguments('protocol'), 'memory', '60'],
      { cwd: path.join(__dirname, '..') },
    );
    report = JSON.parse(stdout) as typeof report;
  });

  // Issue 31: the API's memory grew by gigabytes on PGlite's thread. Its answers went through PGlite's
  // execProtocolRaw, which also parsed each of them into a list nothing emptied: every row ever sent stayed there.
  test('memory stays bounded after many large answers: 120 MB of rows sent, under 20 MB left', () => {
    const { memory } = report;
    // Every answer arrived whole (the last one carries its own number), and the socket still answers.
    expect(memory.last).toEqual({ rows: 10, length: 100_002, tail: 'я59' });
    expect(memory.simple).toEqual([{ two: 2 }]);
    expect((memory.after - memory.before) / 1024 / 1024).toBeLessThan(20);
  });

  // Issue 26: a statement PGlite has parsed is not parsed again, whichever connection sends it.
  test('a statement asked again is parsed once for all connections, and answers as before', () => {
    const { statements } = report;
    expect(statements.shared).toEqual([[{ n: 2 }], [{ n: 6 }], [{ n: 8 }]]);
    expect(statements.keptShared).toBe(1);
    // A statement that does not parse fails each time with its own error and is not kept.
    expect(statements.broken).toEqual([{ error: '42601' }, { error: '42601' }]);
    expect(statements.keptBroken).toBe(1);
    // A failure inside a transaction, rolled back, leaves the kept statements working.
    expect(statements.inTransaction).toEqual([{ error: '22012' }, [{ n: 5 }], [{ n: 3 }]]);
    // Past the bound (3 in this server) the kept statements are closed, and every answer stays right.
    expect(statements.many).toEqual([0, 2, 4, 6, 8, 10, 12].map((n) => [{ n }]));
    expect(statements.keptMany).toBeLessThanOrEqual(3);
    // DEALLOCATE ALL from a connection: the server forgets its names and parses again.
    expect(statements.afterDeallocate).toEqual([{ n: 10 }]);
    // Every execution is planned with its values, also after a connection reset the session's settings.
    expect(statements.plans).toBe('force_custom_plan');
  });

  // Issue 26: a statement whose plan does not depend on its values (a plain listing page) is planned once.
  test('a statement that asks for its generic plan runs with it, and the next statement is planned with its values', () => {
    const { generic } = report.statements;
    expect(generic.answers).toEqual([[{ n: 4 }], [{ n: 6 }]]);
    expect(generic.plans).toEqual([{ generic: 2, custom: 0 }]);
    expect(generic.after).toBe('force_custom_plan');
  });

  // Issue 32: an order's or a login's one short statement waited behind every long one queued before it.
  test('a short statement goes before a long one queued earlier, and the queue names what it waited for', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [...entryArguments('protocol'), 'order'], {
      cwd: path.join(__dirname, '..'),
    });
    const report = JSON.parse(stdout) as {
      finished: string[];
      figures: { waits: number[]; holders: { statement: string; runs: number; delayedMs: number }[] };
    };
    // It waited for the statement already running, not for the long one queued before it too.
    expect(report.finished).toEqual(['running', 'short', 'long']);
    const [holder] = report.figures.holders;
    expect(holder?.statement).toBe('SELECT pg_sleep(0) AS slept');
    expect(holder?.delayedMs).toBeGreaterThan(150);
    expect(report.figures.waits.at(-1)).toBeGreaterThanOrEqual(7);
  });
});

/** The socket queue's order alone, on a clock the test moves (queue.ts). */
describe('embedded database socket queue', () => {
  let now = 0;
  const queue = new UnitQueue<string, { connection: string; statement: string | null; queuedAt: number }>(
    () => now,
  );
  const unit = (connection: string, statement: string) => ({ connection, statement, queuedAt: now });
  /** Runs the next unit for `ms` (the clock moves) and answers its connection. */
  const runNext = (ms: number) => {
    const next = queue.next(null);
    const startedAt = now;
    now += ms;
    if (next) queue.ran(next, startedAt, now);
    return next?.connection;
  };

  test('a short statement goes first; a long one passes short ones once it has waited about its own cost', () => {
    queue.push(unit('a', 'SELECT long'));
    expect(runNext(200)).toBe('a'); // its cost is learnt: 200 ms
    queue.push(unit('long', 'SELECT long'));
    queue.push(unit('b', 'SELECT 0'));
    queue.push(unit('b', 'SELECT long'));
    expect(runNext(5)).toBe('b'); // short first
    const shorts = ['c', 'd', 'e', 'f'];
    const order: (string | undefined)[] = [];
    for (const name of shorts) {
      queue.push(unit(name, 'SELECT 0'));
      order.push(runNext(60));
    }
    // Each short one goes first until the long one has waited about its 200 ms less theirs (60 ms, learnt);
    // then b's long one, queued as early, before the short f.
    order.push(runNext(0), runNext(0));
    expect(order).toEqual(['c', 'd', 'e', 'long', 'b', 'f']);
  });

  test('the statement of a unit: the first Parse or Query, literals blanked', () => {
    const parse = Buffer.concat([Buffer.from('P\0\0\0\0'), Buffer.from("\0SELECT  'я''s', 42 FROM t\0")]);
    expect(statementOf([parse])).toBe("SELECT '', 0 FROM t");
    expect(statementOf([Buffer.from('S\0\0\0\x04')])).toBeNull();
  });
});
