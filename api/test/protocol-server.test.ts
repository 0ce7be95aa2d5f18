import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { entryArguments } from './support/build';

type Answer = Array<Record<string, unknown>> | { error: string };

/**
 * The embedded database's socket server, asked over the real protocol by node-postgres in a process of its
 * own (test/support/protocol-server.ts, one PGlite for both tests).
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
      Record<'keptShared' | 'keptBroken' | 'keptMany', number> & { afterDeallocate: Answer; plans: string };
  };
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...entryArguments('protocol-server'), '60'],
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
});
