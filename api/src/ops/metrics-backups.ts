import { Counter, Gauge, type Registry } from 'prom-client';
import type { BackupSettings, BackupState } from '../backup/scheduler';
import { intervalMs } from '../backup/schedule';

/**
 * The scheduled copies' figures, read when the metrics are: whichever process answers shows the
 * supervisor's state (shared with the site processes), so the alert sees one shop.
 */
export function watchBackups(registry: Registry, settings: BackupSettings, read: () => BackupState): void {
  const seconds = (iso: string | null) => (iso === null ? 0 : Date.parse(iso) / 1000);
  const gauges: Array<[name: string, help: string, value: () => number]> = [
    [
      'shop_backup_last_success_timestamp_seconds',
      'Когда сделана последняя удачная резервная копия (Unix-время; 0 — ни одной)',
      () => seconds(read().lastSuccessAt),
    ],
    [
      'shop_backup_age_seconds',
      'Возраст последней удачной резервной копии (без неё — время с запуска расписания), секунд',
      () => Date.now() / 1000 - seconds(read().lastSuccessAt ?? read().since),
    ],
    [
      'shop_backup_interval_seconds',
      'Промежуток между копиями по расписанию (BACKUP_EVERY), секунд',
      () => intervalMs(settings.BACKUP_EVERY) / 1000,
    ],
    ['shop_backup_running', 'Резервная копия делается сейчас (1) или нет (0)', () => Number(read().running)],
  ];
  for (const [name, help, value] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
  }
  let counted = 0;
  new Counter({
    name: 'shop_backup_failures_total',
    help: 'Неудавшиеся резервные копии с запуска (причина — в mf-admin, «Резервные копии», и в журнале)',
    registers: [registry],
    collect() {
      const { failures } = read();
      if (failures > counted) this.inc(failures - counted);
      counted = failures;
    },
  });
}
