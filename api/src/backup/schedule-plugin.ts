import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Peers } from '../ops';
import { watchBackups } from '../ops/metrics-backups';
import { type BackupControl, BackupScheduler, type ManifestFacts } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's copies: this process's scheduler, or the supervisor's reached through `peers`. */
    backups: BackupControl;
  }
}

export interface BackupPluginOptions {
  peers?: Peers;
  /** Makes a copy from this process, when it is the whole shop (no supervisor): backup-core's makeBackup. */
  make(app: FastifyInstance, outFile: string): Promise<unknown>;
  readManifest(file: string): Promise<ManifestFacts>;
}

/**
 * `app.backups` and its figures in /api/metrics. Under `npm start` the supervisor schedules the copies (it
 * answers no requests and, on PGlite, owns the database) and every site process asks it; a process that is
 * the whole shop (the API alone, the tests) schedules them itself: the copy's work is on PGlite's thread or in
 * pg_dump's process, not on the event loop that answers requests.
 */
export const backupPlugin = fp<BackupPluginOptions>(
  async (app, { peers, make, readManifest }) => {
    let control = peers?.backups;
    if (!control) {
      const scheduler = new BackupScheduler({
        settings: app.settings,
        make: (outFile) => make(app, outFile),
        readManifest,
        log: (line) => app.log.error(line),
      });
      app.addHook('onReady', () => scheduler.begin());
      app.addHook('onClose', () => scheduler.stop());
      control = scheduler;
    }
    app.decorate('backups', control);
    const backups = control;
    if (app.settings.BACKUP_DIR) watchBackups(app.metrics.registry, app.settings, () => backups.state());
  },
  { name: 'backups', dependencies: ['settings', 'metrics', 'database'] },
);
