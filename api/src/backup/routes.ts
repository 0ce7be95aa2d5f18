import fs from 'node:fs';
import path from 'node:path';
import { type Backups, backupsSchema } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/plugin';
import { fromAnotherSite } from '../auth/cross-site';
import { HttpError, notFound } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { type ManifestFacts, listBackups } from './scheduler';

const CROSS_SITE =
  'Запрос пришёл с другого сайта и отклонён: резервную копию делают только на сайте магазина';
const RUNNING = 'Резервная копия уже создаётся';
const NO_DIR = 'Папка для резервных копий не задана (BACKUP_DIR)';
const NOT_FOUND = 'Резервная копия не найдена';

/** A file name in Content-Disposition: a plain ASCII one for old clients, the exact one (RFC 6266) beside it. */
const attachment = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export interface BackupRoutesOptions {
  readManifest(file: string): Promise<ManifestFacts>;
}

async function overview(
  app: FastifyInstance,
  readManifest: BackupRoutesOptions['readManifest'],
): Promise<Backups> {
  const { BACKUP_DIR: dir, BACKUP_EVERY: every, BACKUP_KEEP: keep } = app.settings;
  const { running, lastSuccessAt, lastError, nextAt } = app.backups.state();
  return {
    dir: dir ?? null,
    every: dir ? every.text : null,
    keep,
    running,
    lastSuccessAt,
    lastError,
    nextAt,
    files: await listBackups(dir, readManifest),
  };
}

/**
 * «Резервные копии» for administrators: the schedule and the copies in BACKUP_DIR, a copy made now (by the
 * supervisor when there is one: on PGlite only it may read the database), and a copy downloaded. Only a name
 * the listing shows is served, so no path reaches the disk from the caller.
 */
export const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, { readManifest }) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && fromAnotherSite(request)) {
      throw new HttpError(403, CROSS_SITE);
    }
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Резервные копии: расписание, последняя копия, список файлов в BACKUP_DIR',
        response: { 200: backupsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => overview(app, readManifest),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Сделать резервную копию сейчас (202: начата; 409: уже делается или нет BACKUP_DIR)',
        response: { 202: backupsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (_request, reply) => {
      const outcome = await app.backups.start();
      if (outcome === 'running') throw new HttpError(409, RUNNING);
      if (outcome === 'no-dir') throw new HttpError(409, NO_DIR);
      return reply.code(202).send(await overview(app, readManifest));
    },
  );

  app.get(
    '/:name',
    {
      compress: false,
      schema: {
        tags: ['admin'],
        summary: 'Файл резервной копии (только из списка BACKUP_DIR)',
        params: z.object({ name: z.string().min(1).max(255) }),
      },
    },
    async (request, reply) => {
      const dir = app.settings.BACKUP_DIR;
      const { name } = request.params;
      const listed = (await listBackups(dir, readManifest)).find((file) => file.name === name);
      if (!dir || !listed) throw notFound(NOT_FOUND);
      return reply
        .type('application/x-tar')
        .header('content-disposition', attachment(listed.name))
        .header('content-length', listed.bytes)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(path.join(dir, listed.name)));
    },
  );
};
