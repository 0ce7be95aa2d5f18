import { PARSE, QUERY } from './wire';
/** Upper bounds (ms) of the buckets of a unit's wait at the socket; the last one counts every unit. */
export const QUEUE_WAIT_BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, Infinity] as const;

/** The statements shown as the ones others waited for (`/api/metrics`). */
const HOLDERS_SHOWN = 8;
/** Statements whose cost is remembered; more (an unexpected variety of texts) start the memory afresh. */
const KNOWN_MAX = 2_000;
/** How fast a statement's estimated cost follows its latest runs. */
const EWMA = 0.3;
/** The part of a statement's text a metric's label shows. */
const LABEL_CHARS = 100;

/** A statement that held PGlite while others waited: its runs, their time, and the waiting they caused. */
export interface Holder {
  statement: string;
  runs: number;
  ms: number;
  maxMs: number;
  /** Milliseconds other units spent waiting while it ran. */
  delayedMs: number;
}

/** The socket queue's figures since the thread started (cumulative: a reader compares two readings). */
export interface QueueFigures {
  /** Units that waited at most QUEUE_WAIT_BUCKETS_MS[i] ms before PGlite ran them. */
  waits: number[];
  /** The statements that caused the most waiting, most first. */
  holders: Holder[];
}

export interface Unit<C> {
  connection: C;
  /** What estimates the unit's cost: its first statement's text with literals blanked (null: no statement). */
  statement: string | null;
  queuedAt: number;
}

/**
 * The order in which PGlite's socket runs the units of all connections (protocol-server.ts). PGlite runs one
 * statement at a time and cannot be interrupted, so a unit waits for the one running and for those chosen
 * before it. Arrival order made an order's or a login's single short statement wait behind every search
 * ranking or uncached listing queued before it (each many times longer); here the unit whose expected cost (learnt
 * from earlier runs of the same statement text) less the time it has waited is least goes first: a short
 * one passes a long one, and a long one waits at most about its own cost more than it would have, so a
 * stream of short ones cannot starve it. A connection holding PGlite (a transaction, an extended query
 * before its Sync) is the caller's rule and comes before this one.
 */
export class UnitQueue<C, U extends Unit<C>> {
  private readonly units: U[] = [];
  private readonly costs = new Map<string, number>();
  private readonly holders = new Map<string, Holder>();
  private readonly waits = QUEUE_WAIT_BUCKETS_MS.map(() => 0);

  constructor(private readonly now: () => number = () => performance.now()) {}

  push(unit: U): void {
    this.units.push(unit);
  }

  /** The next unit to run: `owner`'s if a connection holds PGlite (none queued: null), else as above. */
  next(owner: C | null): U | null {
    const index = owner ? this.units.findIndex((unit) => unit.connection === owner) : this.choose();
    if (index < 0) return null;
    const [unit] = this.units.splice(index, 1);
    if (!unit) return null;
    const waited = this.now() - unit.queuedAt;
    QUEUE_WAIT_BUCKETS_MS.forEach((bound, bucket) => {
      if (waited <= bound) this.waits[bucket]! += 1;
    });
    return unit;
  }

  /**
   * `unit` ran from `startedAt` to `end`: its statement's cost, and the waiting it caused the queued units.
   * Called once what arrived meanwhile has been read: PGlite held the thread, so those units' arrival is
   * unknown, and counted from the statement's middle.
   */
  ran(unit: U, startedAt: number, end: number): void {
    const ms = end - startedAt;
    for (const other of this.units) if (other.queuedAt > end) other.queuedAt = startedAt + ms / 2;
    if (unit.statement === null) return;
    if (this.costs.size >= KNOWN_MAX) this.costs.clear();
    const before = this.costs.get(unit.statement);
    this.costs.set(unit.statement, before === undefined ? ms : before + EWMA * (ms - before));
    const delayedMs = this.units.reduce((sum, other) => sum + Math.min(ms, end - other.queuedAt), 0);
    if (delayedMs === 0) return;
    const label = unit.statement.slice(0, LABEL_CHARS);
    if (this.holders.size >= KNOWN_MAX) this.holders.clear();
    const holder = this.holders.get(label) ?? { statement: label, runs: 0, ms: 0, maxMs: 0, delayedMs: 0 };
    holder.runs += 1;
    holder.ms += ms;
    holder.maxMs = Math.max(holder.maxMs, ms);
    holder.delayedMs += delayedMs;
    this.holders.set(label, holder);
  }

  /** Drops a closed connection's units. */
  drop(connection: C): void {
    for (let i = this.units.length - 1; i >= 0; i--)
      if (this.units[i]?.connection === connection) this.units.splice(i, 1);
  }

  figures(): QueueFigures {
    const holders = [...this.holders.values()]
      .sort((a, b) => b.delayedMs - a.delayedMs)
      .slice(0, HOLDERS_SHOWN)
      .map((holder) => ({ ...holder }));
    return { waits: [...this.waits], holders };
  }

  private choose(): number {
    if (this.units.length === 0) return -1;
    const now = this.now();
    let best = 0;
    let bestScore = Infinity;
    // A connection's units keep their order: only its first queued one may go.
    const seen = new Set<C>();
    this.units.forEach((unit, index) => {
      if (seen.has(unit.connection)) return;
      seen.add(unit.connection);
      // Never seen (a startup, a rollback, a new statement): assumed short, as most statements are.
      const cost = unit.statement === null ? 0 : (this.costs.get(unit.statement) ?? 0);
      const score = cost - (now - unit.queuedAt);
      if (score < bestScore) [best, bestScore] = [index, score];
    });
    return best;
  }
}

/**
 * The text of the first statement among a unit's messages (Parse: name, then text; Query: text), its
 * literals blanked so that runs of one statement with other values share a cost. Null when there is none
 * (a Bind/Execute of a statement parsed before, a startup).
 */
export function statementOf(messages: readonly Buffer[]): string | null {
  for (const message of messages) {
    if (message[0] !== PARSE && message[0] !== QUERY) continue;
    let start = 5;
    if (message[0] === PARSE) start = message.indexOf(0, start) + 1;
    const end = message.indexOf(0, start);
    if (start <= 0 || end < 0) return null;
    return message
      .toString('utf8', start, end)
      .replace(/'(?:[^']|'')*'/g, "''")
      .replace(/\b\d+(?:\.\d+)?\b/g, '0')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return null;
}
