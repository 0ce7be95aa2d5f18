import { z } from 'zod';

/**
 * «Импорт и экспорт» of mf-admin: a YML feed or a CSV price list uploaded for a preview (a dry
 * run), then applied by its token; the catalogue or a section exported as CSV. Admin role only, under
 * `/admin/catalogueFiles/`.
 */

const sectionPath = z
  .string()
  .regex(/^[a-z0-9-]{1,100}(\/[a-z0-9-]{1,100}){0,2}$/, 'Раздел каталога не найден');

/** `POST /admin/catalogueFiles/preview/?kind=…&full=…&section=…`: the body is the file itself. */
export const importPreviewQuerySchema = z.object({
  kind: z
    .enum(['csv', 'yml'], { error: 'Вид файла: csv или yml' })
    .optional()
    .describe('Вид файла; без него определяется по содержимому'),
  full: z
    .enum(['true', 'false'], { error: 'Полная загрузка: true или false' })
    .default('false')
    .transform((value) => value === 'true')
    .describe('Полная: товары, которых нет в файле, снимаются с продажи'),
  section: sectionPath.optional().describe('Раздел, которым ограничена полная загрузка'),
});
export type ImportPreviewQuery = z.input<typeof importPreviewQuerySchema>;

export const importProblemSchema = z.object({
  line: z.number().int().nullable(),
  itemCode: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  offSale: z.number().int(),
  refused: z.number().int(),
  problems: z.array(importProblemSchema).describe('Первые 100 пропущенных строк'),
  sweep: z
    .object({ offSale: z.number().int(), onSale: z.number().int(), message: z.string() })
    .nullable()
    .describe(
      'Полная загрузка сняла бы с продажи больше допустимой доли: применяется только с подтверждением',
    ),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The preview: what applying the file would do, and the token that applies exactly this file. */
export const importPreviewSchema = z.object({
  token: z.string(),
  kind: z.enum(['csv', 'yml']),
  full: z.boolean(),
  section: z.string().nullable(),
  report: importReportSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** `POST /admin/catalogueFiles/apply/`. */
export const importApplySchema = z.strictObject({
  token: z.string().regex(/^[a-f0-9]{48}$/, 'Файл не найден: загрузите его снова'),
  confirmOffSale: z
    .boolean({ error: 'Подтверждение: true или false' })
    .optional()
    .describe('Владелец подтвердил, что полная загрузка снимет с продажи больше допустимой доли товаров'),
});
export type ImportApplyRequest = z.input<typeof importApplySchema>;

export const importAppliedSchema = z.object({ message: z.string(), report: importReportSchema });
export type ImportApplied = z.infer<typeof importAppliedSchema>;

/** `GET /admin/catalogueFiles/export.csv?section=…`: the whole catalogue, or one section. */
export const catalogueExportQuerySchema = z.object({ section: sectionPath.optional() });
