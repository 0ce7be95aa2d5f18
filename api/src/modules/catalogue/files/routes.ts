import path from 'node:path';
import { Readable } from 'node:stream';
import {
  catalogueExportQuerySchema,
  importAppliedSchema,
  importApplySchema,
  importPreviewQuerySchema,
  importPreviewSchema,
} from '@shop/shared/contract';
import { IMPORT_MAX_BYTES } from '@shop/shared/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAdmin } from '../../../auth/plugin';
import { fromAnotherSite } from '../../../auth/cross-site';
import { type ImportReport, SweepRefused, importProducts } from '../write/import';
import type { ChangeActor } from '../write/model';
import { errorHandler } from '../../../http/errors-plugin';
import { HttpError, badRequest } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { staffActor } from '../editor/service';
import { catalogueCsv, csvProducts } from './csv';
import { ImportFileError, ImportFiles, ImportTooLarge, type Upload, kindOf } from './file';
import { sectionMatcher, ymlProducts } from './yml';

const CROSS_SITE = 'Запрос пришёл с другого сайта и отклонён: каталог загружают только на сайте магазина';
const TOO_LARGE = `Файл больше ${IMPORT_MAX_BYTES / 1024 / 1024} МБ: разделите его на части`;
const TAKEN = 'Этот файл уже применён или устарел: загрузите его снова, чтобы увидеть, что он изменит';
const CONFIRM = 'Если так и задумано, подтвердите применение';
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'text/xml', 'application/xml', 'text/plain'];

export interface CatalogueFilesOptions {
  /** Where uploads wait between their preview and «Применить» (DATA_DIR/imports). */
  folder: string;
  /** The share of the on-sale products a full import may take off sale unconfirmed (IMPORT_OFF_SALE_MAX_SHARE). */
  maxOffSaleShare: number;
}

/**
 * «Импорт и экспорт» of mf-admin, administrators only: a YML feed or a CSV price list is uploaded
 * (the body is the file) and previewed — the import core's dry run — then applied by the preview's token, once;
 * the catalogue or a section is exported as CSV for Excel. Every write goes through the import core
 * (`write/import.ts`) and its set-based path of the write model.
 */
export const catalogueFilesRoutes: FastifyPluginAsyncZod<CatalogueFilesOptions> = async (app, options) => {
  const { db } = app;
  const files = new ImportFiles(options.folder);
  app.addHook('onRequest', requireAdmin);
  // Another site's page cannot upload a file into the catalogue nor read it out.
  app.addHook('onRequest', async (request) => {
    if (fromAnotherSite(request)) throw new HttpError(403, CROSS_SITE);
  });
  // The file is the body, streamed to disk as it comes (`ImportFiles.save`), never held in memory.
  app.addContentTypeParser(FILE_TYPES, (_request, payload, done) => done(null, payload));
  app.setErrorHandler(function importErrors(error: FastifyError, request, reply) {
    if (error instanceof ImportTooLarge || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: TOO_LARGE });
    }
    if (error instanceof ImportFileError) return reply.code(400).send({ message: error.message });
    if (error instanceof SweepRefused) {
      return reply.code(409).send({ message: `${error.message}. ${CONFIRM}` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: 'Пришлите файл CSV или YML (application/octet-stream)' });
    }
    return errorHandler.call(this, error, request, reply);
  });

  /** Runs the import core on an uploaded file; `confirmed`: the owner accepted a sweep past the share. */
  const run = async (
    token: string,
    upload: Upload,
    actor: ChangeActor,
    dryRun: boolean,
    confirmed = false,
  ): Promise<ImportReport> => {
    const { decoded } = await files.open(token);
    const input =
      upload.kind === 'csv' ? csvProducts(decoded) : ymlProducts(decoded, await sectionMatcher(db));
    return importProducts(db, input, {
      actor,
      full: upload.full,
      scope: upload.section ?? undefined,
      dryRun,
      ...(!confirmed && { maxOffSaleShare: options.maxOffSaleShare }),
    });
  };
  const actorOf = async (userId: number, kind: Upload['kind']) => ({
    ...(await staffActor(db, userId)),
    source: kind,
  });

  app.post(
    '/preview/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Предпросмотр загрузки каталога: тело запроса — файл CSV или YML до 50 МБ; ничего не меняет',
        querystring: importPreviewQuerySchema,
        response: { 200: importPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw new ImportTooLarge();
      if (!(request.body instanceof Readable)) throw badRequest('Пришлите файл CSV или YML');
      const token = await files.save(request.body, IMPORT_MAX_BYTES);
      try {
        const { head } = await files.open(token);
        if (head.trim() === '') throw new ImportFileError(null, 'файл пуст');
        const { kind = kindOf(head), full, section } = request.query;
        const upload = { kind, full, section: full ? (section ?? null) : null };
        const report = await run(token, upload, await actorOf(accountOf(request).id, kind), true);
        await files.describe(token, upload);
        return { token, ...upload, report };
      } catch (error) {
        await files.remove(token);
        throw error;
      }
    },
  );

  app.post(
    '/apply/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Применить загруженный файл (по токену предпросмотра; второй раз не применяется)',
        body: importApplySchema,
        response: { 200: importAppliedSchema, ...errorResponses(400, 401, 403, 409) },
        description:
          'Полная загрузка, снимающая с продажи больше доли IMPORT_OFF_SALE_MAX_SHARE товаров раздела, без confirmOffSale: 409, ничего не меняется',
      },
    },
    async (request) => {
      const { token, confirmOffSale = false } = request.body;
      const upload = await files.take(token);
      if (!upload) throw new HttpError(409, TAKEN);
      let report: ImportReport;
      try {
        const actor = await actorOf(accountOf(request).id, upload.kind);
        report = await run(token, upload, actor, false, confirmOffSale);
      } catch (error) {
        await files.giveBack(token);
        throw error;
      }
      await files.remove(token);
      if (report.created + report.changed + report.offSale > 0) app.catalogCache.clear();
      request.log.info({ report: { ...report, problems: undefined } }, 'catalogue import applied');
      return { message: 'Изменения применены', report };
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Каталог или раздел в CSV для Excel (UTF-8 с BOM, «;», те же столбцы, что при загрузке)',
        querystring: catalogueExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { section } = request.query;
      const name = `katalog${section ? `-${section.replace(/\//g, '-')}` : ''}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path.basename(name)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(catalogueCsv(db, section)));
    },
  );
};
