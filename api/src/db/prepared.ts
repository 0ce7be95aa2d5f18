import { BIND, CLOSE, DESCRIBE, EXECUTE, message, PARSE, SYNC } from './wire';

const STATEMENT = 0x53; // 'S': Describe/Close of a statement (not a portal)
/** ParseComplete: what PGlite would have answered to the Parse left out. */
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);

/** How PGlite is to run one batch of a connection's messages. */
export interface Prepared {
  messages: Buffer[];
  /** Sent to the client before PGlite's answer: ParseComplete for the Parse left out. */
  before?: Buffer;
  /** Keep the statement named so once PGlite's answer shows its Parse succeeded (its first byte). */
  keep?: () => void;
  /** The statement asks to be run with its one generic plan (its text starts with GENERIC_PLAN). */
  generic: boolean;
}

/**
 * How a statement's text starts when its best plan is the same whatever its values (a plain listing page:
 * one index walk per sort). PGlite then plans it once, not on every execution: planning a statement on the
 * products table costs PGlite's thread more than running it (every index of every relation it names is
 * looked at, each a file-size call in PGlite's file system). A comment, so PostgreSQL ignores it. The
 * protocol server switches the session's `plan_cache_mode` for it (protocol-server.ts).
 */
export const GENERIC_PLAN = '/* generic plan */ ';
const GENERIC_KEY = Buffer.from(GENERIC_PLAN).toString('latin1');

/**
 * The statements PGlite has parsed, kept as named statements of its one session. node-postgres sends every
 * query as an unnamed Parse, so PGlite parsed and analysed a listing's statement again on every request, a
 * good part of its thread's CPU per listing statement. A batch of one unnamed statement (Parse, Bind,
 * Describe, Execute, Sync: every query of the API's pool) is sent with the statement's name instead: its first
 * time with a Parse that names it, afterwards without the Parse, its ParseComplete answered here. PGlite still
 * plans each execution with its parameters (`plan_cache_mode = force_custom_plan`, set by the caller), so a
 * plan is the one an unnamed statement gets, unless its text asks for its generic plan (GENERIC_PLAN).
 * Statements are shared by all connections (one session) and bounded: past `max` shapes, all are closed and
 * named again as they come.
 */
export class PreparedStatements {
  private readonly names = new Map<string, Buffer>();
  private next = 0;

  constructor(private readonly max: number) {}

  get size(): number {
    return this.names.size;
  }

  /** The Close messages of every kept statement, once there are `max` of them (then forgotten). */
  closeWhenFull(): Buffer | undefined {
    if (this.names.size < this.max) return undefined;
    const closes = [...this.names.values()].map((name) => message(CLOSE, Buffer.of(STATEMENT), name));
    this.names.clear();
    return Buffer.concat([...closes, message(SYNC)]);
  }

  /** A statement closed by SQL (DEALLOCATE, DISCARD): none of the kept names can be trusted. */
  forgetAll(): void {
    this.names.clear();
  }

  prepare(messages: Buffer[]): Prepared {
    const [parse] = messages;
    if (!parse || !isOneUnnamedStatement(messages)) return { messages, generic: false };
    // The Parse's body after its empty name: the text and the parameters' types.
    const key = parse.subarray(6).toString('latin1');
    const generic = key.startsWith(GENERIC_KEY);
    const known = this.names.get(key);
    const name = known ?? Buffer.from(`shop_${++this.next}\0`);
    const rest = messages.slice(1).map((m) => named(m, name));
    if (known) return { messages: rest, before: PARSE_COMPLETE, generic };
    return {
      messages: [message(PARSE, name, parse.subarray(6)), ...rest],
      keep: () => this.names.set(key, name),
      generic,
    };
  }
}

/** Whether the answer's first byte is ParseComplete's (else it is the Parse's error). */
export const parsed = (firstByte: number | undefined): boolean => firstByte === PARSE_COMPLETE[0];

/** Parse of the unnamed statement, then only Bind, Describe and Execute of it, and Sync. */
function isOneUnnamedStatement(messages: Buffer[]): boolean {
  const [parse] = messages;
  if (parse?.[0] !== PARSE || parse[5] !== 0 || messages.at(-1)?.[0] !== SYNC) return false;
  return messages.slice(1, -1).every((m) => {
    if (m[0] === BIND) return m[5] === 0 && m[6] === 0; // the unnamed portal of the unnamed statement
    if (m[0] === DESCRIBE) return m[5] !== STATEMENT || m[6] === 0;
    return m[0] === EXECUTE;
  });
}

/** The message with the unnamed statement it names given `name` (Bind, Describe of the statement). */
function named(m: Buffer, name: Buffer): Buffer {
  if (m[0] === BIND) return message(BIND, Buffer.of(0), name, m.subarray(7));
  if (m[0] === DESCRIBE && m[5] === STATEMENT) return message(DESCRIBE, Buffer.of(STATEMENT), name);
  return m;
}
