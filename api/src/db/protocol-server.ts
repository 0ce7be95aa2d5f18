import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PreparedStatements, parsed } from './prepared';
import { type QueueFigures, UnitQueue, statementOf } from './queue';
import { FLUSH, message, QUERY, SYNC, TERMINATE } from './wire';

// Codes of the protocol's untyped first messages (PostgreSQL docs, «Message Formats»).
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/**
 * Statement shapes kept parsed in PGlite's session (prepared.ts). Each one kept costs PGlite memory, which
 * WebAssembly never gives back: the number kept is bounded.
 */
const MAX_PREPARED = 200;
/**
 * SQL that may drop prepared statements or reset the session's settings: after a connection sends it, the
 * kept names are forgotten and the plan setting is made again.
 */
const RESETS_SESSION = /\b(deallocate|discard|reset)\b/i;
const PLANS = {
  custom: 'SET plan_cache_mode = force_custom_plan',
  generic: 'SET plan_cache_mode = force_generic_plan',
} as const;

interface Connection {
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
}

/** Messages of one connection that PGlite runs back to back: a startup, a simple query, or an extended query up to its Sync. */
interface Batch {
  connection: Connection;
  messages: Buffer[];
  /** Its first statement's text, literals blanked: what its cost is estimated by (queue.ts). */
  statement: string | null;
  queuedAt: number;
  /** Ends with Flush: the extended query goes on in the next batch, so the connection keeps PGlite. */
  open: boolean;
  /** Output nobody reads (the rollback of a closed connection's transaction). */
  discard?: boolean;
  /** Work of the thread itself instead of messages (a backup's copy), run while no connection holds PGlite. */
  task?: () => Promise<void>;
}

/**
 * The PostgreSQL wire protocol over a unix socket, answered by one PGlite, so the API reaches the embedded
 * database with the driver it uses for PostgreSQL (`pg` Pool + drizzle's node-postgres). PGlite has one
 * session: batches of all connections run one at a time, the one expected to be shortest first (queue.ts),
 * except that a connection inside a transaction (or between Flush and Sync) keeps PGlite until it leaves
 * it — the others wait, exactly as they waited for PGlite's own transaction lock in-process. A connection
 * that closes mid-transaction is rolled back. No authentication: the socket file is the owner's alone
 * (0600, in DATA_DIR). Answers how to stop it and the queue's figures.
 */
export async function serveProtocol(
  db: PGlite,
  socketPath: string,
  { preparedStatements = MAX_PREPARED } = {},
): Promise<{
  stop: () => Promise<void>;
  figures: () => QueueFigures;
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}> {
  const names = await db.query<{ user: string; database: string }>(
    'SELECT current_user AS user, current_database() AS database',
  );
  const { user, database } = names.rows[0] ?? { user: 'postgres', database: 'postgres' };
  const startup = startupMessage({ user, database });
  // A kept statement is planned with each execution's values, as an unnamed one is (prepared.ts), unless it
  // asks for its generic plan: the session's setting is switched between batches, outside transactions only
  // (a rollback would undo the switch), so a transaction's statements always get custom plans.
  let plans: keyof typeof PLANS = 'custom';
  const setPlans = async (wanted: keyof typeof PLANS): Promise<void> => {
    await db.execProtocolRawStream(message(QUERY, `${PLANS[wanted]}\0`), { onRawData: () => undefined });
    plans = wanted;
  };
  await setPlans('custom');
  const statements = new PreparedStatements(preparedStatements);
  const queue = new UnitQueue<Connection, Batch>();
  const connections = new Set<Connection>();
  let owner: Connection | null = null;
  let running = false;

  const pump = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const batch = queue.next(owner);
        if (!batch) break;
        const startedAt = performance.now();
        if (batch.task) {
          await batch.task();
          queue.ran(batch, startedAt, performance.now());
          continue;
        }
        const { socket } = batch.connection;
        const send = !batch.discard && socket.writable;
        // Between statements of nobody's transaction: the Sync after the Closes ends nothing of a connection's.
        const closes = owner || db.isInTransaction() ? undefined : statements.closeWhenFull();
        if (closes) await db.execProtocolRawStream(closes, { onRawData: () => undefined });
        const { messages, before, keep, generic } = statements.prepare(batch.messages);
        const wanted = generic ? 'generic' : 'custom';
        if (wanted !== plans && !owner && !db.isInTransaction()) await setPlans(wanted);
        if (send) socket.cork();
        if (send && before) socket.write(before);
        let first: number | undefined;
        // Streamed: each piece PGlite flushes goes to the socket as it comes (a copy: the piece is a view of
        // its WebAssembly memory). Not execProtocolRaw: in PGlite 0.5 it also parses every message it
        // returns into a list that only execProtocol empties — each row of each answer stayed in this thread.
        // One call for the batch's messages: PGlite runs them in order as a server reads them off its socket
        // (an error skips to the Sync), and each call costs its own flush and file-system sync.
        await db.execProtocolRawStream(messages.length === 1 ? messages[0]! : Buffer.concat(messages), {
          onRawData: (piece) => {
            first ??= piece[0];
            if (send && socket.writable) socket.write(Buffer.from(piece));
          },
        });
        if (send) socket.uncork();
        if (keep && parsed(first)) keep();
        if (batch.messages.some((m) => m[0] === QUERY && RESETS_SESSION.test(m.toString()))) {
          statements.forgetAll();
          if (!db.isInTransaction()) await setPlans('custom');
        }
        const endedAt = performance.now();
        // PGlite held this thread: what arrived meanwhile is read before the next unit is chosen. Two turns:
        // an immediate set from a socket's callback runs before the loop next polls the sockets.
        for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
        queue.ran(batch, startedAt, endedAt);
        owner = batch.open || db.isInTransaction() ? batch.connection : null;
        // It closed while its statement ran: nobody will end that transaction.
        if (owner && !connections.has(owner)) queue.push(rollback(owner));
      }
    } finally {
      running = false;
    }
  };
  const run = (batch: Batch): void => {
    queue.push(batch);
    // A PGlite failure (its WebAssembly aborted) ends the thread: the API process reports it and stops.
    pump().catch((error: unknown) =>
      setImmediate(() => {
        throw error;
      }),
    );
  };

  const onData = (connection: Connection, chunk: Buffer): void => {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
    let pending: Buffer[] = [];
    for (;;) {
      const { buffer } = connection;
      if (!connection.started) {
        if (buffer.length < 8 || buffer.length < buffer.readInt32BE(0)) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          connection.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          connection.socket.end(); // PGlite cannot interrupt a statement
          return;
        }
        connection.started = true;
        // PGlite has one user and one database: whatever the client asked for, it gets those.
        run(batchOf(connection, [startup], false));
        continue;
      }
      if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) break;
      const length = 1 + buffer.readInt32BE(1);
      const message = buffer.subarray(0, length);
      connection.buffer = buffer.subarray(length);
      const type = message[0];
      if (type === TERMINATE) {
        connection.socket.end();
        return;
      }
      pending.push(message);
      if (type === SYNC || type === QUERY || type === FLUSH) {
        run(batchOf(connection, pending, type === FLUSH));
        pending = [];
      }
    }
    // Messages before their Sync wait in the buffer for the rest.
    if (pending.length) connection.buffer = Buffer.concat([...pending, connection.buffer]);
  };

  const onClose = (connection: Connection): void => {
    connections.delete(connection);
    queue.drop(connection);
    if (owner === connection && !running) run(rollback(connection));
  };

  const server = net.createServer((socket) => {
    const connection: Connection = { socket, buffer: Buffer.alloc(0), started: false };
    connections.add(connection);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => onData(connection, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => onClose(connection));
  });
  fs.rmSync(socketPath, { force: true }); // left by a process that died (the caller holds the directory's lock)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  fs.chmodSync(socketPath, 0o600);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const connection of connections) connection.socket.destroy();
    await closed;
    while (running) await new Promise((resolve) => setImmediate(resolve));
  };
  // A unit of the queue like a connection's, with a connection of its own that never had a socket: it
  // waits for whoever is inside a transaction, and nothing else runs until it is done.
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const connection: Connection = { socket: new net.Socket(), buffer: Buffer.alloc(0), started: true };
      run({
        ...batchOf(connection, [], false),
        task: () => work().then(resolve, reject),
      });
    });
  return { stop, figures: () => queue.figures(), exclusive };
}

function batchOf(connection: Connection, messages: Buffer[], open: boolean): Batch {
  return { connection, messages, open, statement: statementOf(messages), queuedAt: performance.now() };
}

/** Ends what a closed connection left open (Sync ends an extended query, then ROLLBACK any transaction). */
function rollback(connection: Connection): Batch {
  return {
    connection,
    messages: [message(SYNC), message(QUERY, 'ROLLBACK\0')],
    open: false,
    discard: true,
    statement: null,
    queuedAt: performance.now(),
  };
}

function startupMessage(parameters: Record<string, string>): Buffer {
  const body = Buffer.from(`${Object.entries(parameters).flat().join('\0')}\0\0`);
  const out = Buffer.alloc(8 + body.length);
  out.writeInt32BE(out.length, 0);
  out.writeInt32BE(196_608, 4); // protocol 3.0
  body.copy(out, 8);
  return out;
}
