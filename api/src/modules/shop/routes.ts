import { pageBodySchema } from '@shop/shared/contract';
import { PICTURE_MAX_BYTES } from '@shop/shared/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAdmin } from '../../auth/plugin';
import { fromAnotherSite } from '../../auth/cross-site';
import { errorHandler } from '../../http/errors-plugin';
import { HttpError, badRequest } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { LocalPictureStore, PictureRefused, storeLoosePicture } from '../catalogue';
import { allSections, editSection, history, undoChange } from './edits';
import { sanitizePage } from './sanitize';
import {
  changeParamsSchema,
  changesQuerySchema,
  changesSchema,
  pictureAnswerSchema,
  sectionEditSchema,
  sectionParamsSchema,
  sectionStateSchema,
  settingsAnswerSchema,
} from './schemas';
import type { Actor } from './store';

/** How the history names an administrator (the accounts' directory, handed over by app.ts). */
export type PeopleOf = (
  db: FastifyRequest['server']['db'],
  ids: number[],
) => Promise<Map<number, { email: string }>>;

export interface SettingsRoutesOptions {
  peopleOf: PeopleOf;
  /** Where uploaded pictures' files are kept (the catalogue's picture folder, which serves them). */
  picturesFolder: string;
}

/** An edit is a few sections' worth of text; the pages' whole section stays far below this. */
export const SETTINGS_BODY_LIMIT = 256 * 1024;
const TOO_LARGE = 'Слишком большой запрос: не более 256 КБ';
const CROSS_SITE = 'Запрос пришёл с другого сайта и отклонён: настройки меняют только на сайте магазина';
const SEND_A_FILE = 'Пришлите файл картинки (application/octet-stream)';

/**
 * «Настройки» of mf-admin, administrators only (401 anonymous, 403 buyers and managers, before the body is
 * read); a write another site started is refused. Every write empties this process's answer caches and tells
 * the others (`catalogCache.clear()`); the settings table's trigger moves the catalogue's version for other
 * machines.
 */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (
  app,
  { peopleOf, picturesFolder },
) => {
  const { db } = app;
  const store = new LocalPictureStore(picturesFolder);
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && fromAnotherSite(request)) {
      throw new HttpError(403, CROSS_SITE);
    }
  });
  app.setErrorHandler(function settingsErrors(error: FastifyError, request, reply) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const picture = request.url.includes('/pictures');
      return reply.code(413).send({
        message: picture
          ? `Файл больше ${PICTURE_MAX_BYTES / 1024 / 1024} МБ: уменьшите картинку`
          : TOO_LARGE,
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ message: SEND_A_FILE });
    return errorHandler.call(this, error, request, reply);
  });

  const actor = async (request: FastifyRequest): Promise<Actor> => {
    const { id } = accountOf(request);
    const person = (await peopleOf(db, [id])).get(id);
    return { userId: id, email: person?.email ?? `№${id}` };
  };
  const errors = errorResponses(400, 401, 403);
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 413);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Настройки магазина: каждый раздел с его версией',
        response: { 200: settingsAnswerSchema, ...errors },
      },
    },
    async () => allSections(db),
  );

  app.get(
    '/changes',
    {
      schema: {
        tags: ['admin'],
        summary: 'История изменений настроек, новые первыми',
        querystring: changesQuerySchema,
        response: { 200: changesSchema, ...errors },
      },
    },
    async (request) => history(db, request.query.page),
  );

  app.post(
    '/changes/:id/undo',
    {
      schema: {
        tags: ['admin'],
        summary: 'Отмена изменения настроек (если раздел с тех пор его значения не менял)',
        params: changeParamsSchema,
        response: { 200: sectionStateSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { state } = await undoChange(db, await actor(request), request.params.id);
      app.catalogCache.clear();
      return state;
    },
  );

  app.post(
    '/pages/preview',
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Предпросмотр текста страницы: HTML, очищенный так же, как при сохранении',
        body: pageBodySchema,
        response: { 200: pageBodySchema, ...writeErrors },
      },
    },
    async (request) => ({ html: sanitizePage(request.body.html) }),
  );

  await app.register(async (pictures) => {
    // The file itself is the body, as a product picture's upload: its bytes are checked, not its name.
    pictures.addContentTypeParser(
      ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    pictures.post(
      '/pictures',
      {
        bodyLimit: PICTURE_MAX_BYTES,
        schema: {
          tags: ['admin'],
          summary: 'Картинка слайда или промо-карточки: тело запроса — файл JPEG, PNG или WebP до 10 МБ',
          response: { 201: pictureAnswerSchema, ...errorResponses(400, 401, 403, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes)) throw badRequest(SEND_A_FILE);
        const image = await storeLoosePicture(store, bytes).catch((error: unknown) => {
          throw error instanceof PictureRefused ? badRequest(error.message) : error;
        });
        request.log.info({ src: image.src }, 'settings picture uploaded');
        return reply.code(201).send({ image });
      },
    );
  });

  app.put(
    '/:section',
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Правка раздела настроек (с версией, которую видел администратор)',
        params: sectionParamsSchema,
        body: sectionEditSchema,
        response: { 200: sectionStateSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { state, changed } = await editSection(db, await actor(request), request.params.section, {
        version: request.body.version,
        value: request.body.value,
      });
      if (changed) app.catalogCache.clear();
      return state;
    },
  );
};
