import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { BackupControl } from '../backup/scheduler';
import type { ThreadMemory } from '../db/embedded-thread';

/** What one process of the shop reports about itself (event-loop delay in milliseconds). */
export interface ProcessFigures {
  pid: number;
  loop: { p50: number; p99: number; max: number };
  /** Resident memory, bytes. */
  rss: number;
  /** CPU time used since the process started, seconds (user + system). */
  cpuSeconds: number;
}

/** How often the event loop's delay is sampled (ms); each sample includes it, so it is taken off. */
const RESOLUTION_MS = 10;

/** The event loop's delay since the monitor started. */
export class LoopMonitor {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });

  constructor() {
    this.histogram.enable();
  }

  figures(): ProcessFigures {
    const ms = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
    const { user, system } = process.cpuUsage();
    return {
      pid: process.pid,
      loop: {
        p50: ms(this.histogram.percentile(50)),
        p99: ms(this.histogram.percentile(99)),
        max: ms(this.histogram.max),
      },
      rss: process.memoryUsage.rss(),
      cpuSeconds: (user + system) / 1e6,
    };
  }

  stop(): void {
    this.histogram.disable();
  }
}

/** Events one process of the shop tells the others (through the supervisor, server/src/supervisor.ts). */
export type PeerEvent = 'catalog-changed' | 'letters-written';

/**
 * The other processes of the same shop (`npm start` runs several, server/src/supervisor.ts). Without it
 * (`npm run dev -w api`, the tests) the process is the whole shop.
 */
export interface Peers {
  /** Whether this process sends the outbox's letters (on PGlite exactly one process does: mail/worker.ts). */
  sendsLetters: boolean;
  tell(event: PeerEvent): void;
  on(event: PeerEvent, listener: () => void): void;
  /** Every process's figures as last reported, by the process's name («site-1», «supervisor»). */
  figures(): Record<string, ProcessFigures>;
  /**
   * The memory of the embedded database's thread, which lives in the supervisor, as it last reported it;
   * null with PostgreSQL or before the first report.
   */
  databaseThread(): ThreadMemory | null;
  /** The supervisor's scheduled copies (it makes them); unset: this process schedules its own. */
  backups?: BackupControl;
}
