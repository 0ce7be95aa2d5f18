import type { BackupState, PeerEvent, ProcessFigures, StartOutcome, ThreadMemory } from '@shop/api';

/** What a site process tells the supervisor (supervisor.ts ↔ worker.ts, over cluster IPC). */
export type ToSupervisor =
  | { type: 'ready'; port: number; destination: string }
  | { type: 'tell'; event: PeerEvent }
  | { type: 'figures'; figures: ProcessFigures }
  /** An administrator asks for a copy now: the supervisor makes the copies (it owns PGlite). */
  | { type: 'backup-start'; id: number };

/** What the supervisor tells a site process. */
export type ToWorker =
  | { type: 'peer'; event: PeerEvent }
  | {
      type: 'figures';
      all: Record<string, ProcessFigures>;
      /** The memory of the embedded database's thread (the supervisor's); null with PostgreSQL. */
      databaseThread: ThreadMemory | null;
    }
  | { type: 'stop' }
  /** The scheduled copies' state, on every change and with the figures. */
  | { type: 'backups'; state: BackupState }
  | { type: 'backup-started'; id: number; outcome: StartOutcome };

/** How often every process reports its figures, and the supervisor shares them (ms). */
export const FIGURES_EVERY_MS = 1_000;

/** Environment the supervisor gives each site process. */
export const WORKER_ENV = {
  /** The process's name in the metrics: «site-1» … */
  name: 'SHOP_PROCESS_NAME',
  /** `1`: this process sends the outbox's letters. */
  sendsLetters: 'SHOP_SENDS_LETTERS',
} as const;
