import fs from 'node:fs';
import path from 'node:path';
import type { BackupFile } from '@shop/shared/contract';
import { SHOP_TIME_ZONE } from '@shop/shared/domain';
import { type BackupEvery, intervalMs, nextSlot } from './schedule';

/** What the shop tells of its copies, the same in every process (the supervisor shares it). */
export interface BackupState {
  running: boolean;
  lastSuccessAt: string | null;
  /** Why the last copy failed (Russian); null after a good one. */
  lastError: string | null;
  nextAt: string | null;
  /** Copies that failed since the start (`shop_backup_failures_total`). */
  failures: number;
  /** When the schedule started: the age of «no copy yet» counts from here. */
  since: string;
}

/** Asking for a copy now: started, one is already running, or BACKUP_DIR is not set. */
export type StartOutcome = 'started' | 'running' | 'no-dir';

/** The copies of the shop as a site process reaches them: its own scheduler, or the supervisor's. */
export interface BackupControl {
  state(): BackupState;
  start(): Promise<StartOutcome>;
}

/** What a listing needs of a copy's manifest (backup-core's BackupManifest has it). */
export interface ManifestFacts {
  release: string;
  schema: number;
  createdAt: string;
}

export interface BackupSettings {
  BACKUP_DIR?: string;
  BACKUP_EVERY: BackupEvery;
  BACKUP_KEEP: number;
}

export interface SchedulerOptions {
  settings: BackupSettings;
  /** Makes a whole copy at `outFile` (backup-core's makeBackup with what this process may hand it). */
  make(outFile: string): Promise<unknown>;
  readManifest(file: string): Promise<ManifestFacts>;
  /** A failed copy's line in the log. */
  log(line: string): void;
  /** Told after every change of the state (the supervisor shares it with the site processes). */
  onChange?(state: BackupState): void;
  now?: () => Date;
}

/** The copies the scheduler names and prunes: `shop-2026-12-02-030000.tar` (the shop's clock). */
export const BACKUP_EXTENSION = '.tar';
const OURS = /^shop-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.tar$/;

const stamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The name of a copy made at `moment`: the shop's date and time, sorted as they were made. */
export const nameAt = (moment: Date): string =>
  `shop-${stamp.format(moment).replace(' ', '-').replace(/:/g, '')}${BACKUP_EXTENSION}`;

/** Why a copy failed, for the owner: the error's own (Russian) message from makeBackup, or a generic one. */
const reasonOf = (error: unknown): string =>
  error instanceof Error && /[а-яё]/i.test(error.message)
    ? error.message
    : `Копия не сделана: ${error instanceof Error ? error.message : String(error)}`;

/**
 * The copies in BACKUP_DIR, newest first: every regular file whose manifest reads as a shop backup (the
 * temporary file of a copy in progress and anything else there are not listed, so cannot be downloaded).
 */
export async function listBackups(
  dir: string | undefined,
  readManifest: (file: string) => Promise<ManifestFacts>,
): Promise<BackupFile[]> {
  if (!dir) return [];
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.partial'))
      .map(async ({ name }): Promise<BackupFile | null> => {
        const file = path.join(dir, name);
        try {
          const [manifest, stat] = await Promise.all([readManifest(file), fs.promises.stat(file)]);
          const { release, schema, createdAt } = manifest;
          return { name, bytes: stat.size, createdAt, release, schema };
        } catch {
          return null;
        }
      }),
  );
  return files
    .filter((file): file is BackupFile => file !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/**
 * The running shop's scheduled copies: one at each slot of BACKUP_EVERY, or when an administrator asks, never
 * two at once; the scheduler's own older copies past BACKUP_KEEP removed once a new one is whole. A failure
 * is logged and kept as `lastError`; the next slot tries again.
 */
export class BackupScheduler implements BackupControl {
  private current: BackupState;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    this.current = {
      running: false,
      lastSuccessAt: null,
      lastError: null,
      nextAt: null,
      failures: 0,
      since: this.now().toISOString(),
    };
  }

  state(): BackupState {
    return this.current;
  }

  /** Reads the newest copy already there (its age survives a restart) and plans the first slot. */
  async begin(): Promise<void> {
    const { BACKUP_DIR: dir } = this.options.settings;
    if (!dir) return;
    const [newest] = await listBackups(dir, this.options.readManifest);
    this.update({ lastSuccessAt: newest?.createdAt ?? null });
    this.plan();
  }

  /** A copy now, unless one is running or there is no folder; resolves once it has started, not ended. */
  async start(): Promise<StartOutcome> {
    if (!this.options.settings.BACKUP_DIR) return 'no-dir';
    if (this.running) return 'running';
    this.running = this.copy().finally(() => {
      this.running = null;
    });
    return 'started';
  }

  /** Resolves when the copy in progress (if any) has ended. */
  async settled(): Promise<void> {
    await this.running;
  }

  /** No more slots; a copy in progress is waited for (its temporary file must not be left behind). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private plan(): void {
    if (this.stopped) return;
    const { BACKUP_EVERY: every } = this.options.settings;
    const at = nextSlot(every, this.now(), new Date(this.current.since));
    this.update({ nextAt: at.toISOString() });
    // A timer fires at most ~24.8 days ahead: a longer wait is planned again when it ends.
    const wait = Math.min(at.getTime() - this.now().getTime(), 2 ** 31 - 1);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (at.getTime() > this.now().getTime()) return this.plan();
      void this.start().then(() => this.plan());
    }, wait);
    this.timer.unref();
  }

  private async copy(): Promise<void> {
    const dir = this.options.settings.BACKUP_DIR!;
    this.update({ running: true });
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      let file = path.join(dir, nameAt(this.now()));
      for (let n = 2; fs.existsSync(file); n += 1) file = file.replace(/(-\d+)?\.tar$/, `-${n}.tar`);
      await this.options.make(file);
      const { createdAt } = await this.options.readManifest(file);
      this.update({ running: false, lastSuccessAt: createdAt, lastError: null });
      await this.prune(dir);
    } catch (error) {
      const reason = reasonOf(error);
      this.options.log(`Резервная копия не сделана: ${reason}`);
      this.update({ running: false, lastError: reason, failures: this.current.failures + 1 });
    }
  }

  /** Removes the scheduler's own copies past BACKUP_KEEP, oldest first; files put there by hand stay. */
  private async prune(dir: string): Promise<void> {
    const ours = (await listBackups(dir, this.options.readManifest)).filter((file) => OURS.test(file.name));
    for (const old of ours.slice(this.options.settings.BACKUP_KEEP)) {
      await fs.promises.rm(path.join(dir, old.name), { force: true });
    }
  }

  private update(change: Partial<BackupState>): void {
    this.current = { ...this.current, ...change };
    this.options.onChange?.(this.current);
  }
}

/** The age past which health and the alert warn: twice the interval, from the last good copy or the start. */
export function staleBackupWarning(
  settings: BackupSettings,
  state: BackupState,
  now = Date.now(),
): string | null {
  if (!settings.BACKUP_DIR) return null;
  const limit = 2 * intervalMs(settings.BACKUP_EVERY);
  const since = Date.parse(state.lastSuccessAt ?? state.since);
  if (now - since <= limit) return null;
  const hours = Math.floor((now - since) / 3_600_000);
  return state.lastSuccessAt
    ? `Последняя удачная резервная копия сделана ${hours} ч назад (BACKUP_EVERY=${settings.BACKUP_EVERY.text})`
    : `Ни одной удачной резервной копии за ${hours} ч (BACKUP_EVERY=${settings.BACKUP_EVERY.text})`;
}
