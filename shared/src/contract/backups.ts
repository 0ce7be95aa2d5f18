import { z } from 'zod';

/**
 * «Резервные копии» of mf-admin (administrators only): the copies the running shop keeps in `BACKUP_DIR`,
 * its schedule, the last copy's outcome, and a copy made now. A copy is one file (docs/operations.md says what
 * it holds and how to restore it).
 */
export const backupFileSchema = z.object({
  name: z.string().describe('Имя файла в BACKUP_DIR'),
  bytes: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  release: z.string().describe('Версия магазина, сделавшего копию'),
  schema: z.number().int().describe('Сколько миграций было применено к базе'),
});

export const backupsSchema = z.object({
  dir: z.string().nullable().describe('BACKUP_DIR; null — копии по расписанию выключены'),
  every: z.string().nullable().describe('BACKUP_EVERY, как задано'),
  keep: z.number().int().describe('BACKUP_KEEP'),
  running: z.boolean().describe('Копия делается сейчас'),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable().describe('Почему не удалась последняя копия (по-русски)'),
  nextAt: z.string().nullable(),
  files: z.array(backupFileSchema).describe('Новые первыми'),
});

export type BackupFile = z.infer<typeof backupFileSchema>;
export type Backups = z.infer<typeof backupsSchema>;
