import { itemPicturesSchema, pictureOrderSchema } from '@shop/shared/contract';
import { PICTURE_MAX_BYTES } from '@shop/shared/domain';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAdmin } from '../../../auth/plugin';
import { refuseCrossSite } from '../../../auth/cross-site';
import { errorHandler } from '../../../http/errors-plugin';
import { badRequest, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { PictureRefused, processPicture, sha256 } from './process';
import { LocalPictureStore, type PictureStore } from './store';
import { OneAtATime } from './queue';
import { fileParamsSchema, itemParamsSchema, pictureParamsSchema } from './schemas';
import {
  addPicture,
  checkRoom,
  deletePicture,
  listPictures,
  makeMain,
  productName,
  reorderPictures,
} from './service';

/** As the site's hashed scripts: a content-named file never changes, so it is kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** Uploads waiting for their turn (OneAtATime); one more is asked to come back. */
const QUEUE = 8;
const TOO_LARGE = `Файл больше ${PICTURE_MAX_BYTES / 1024 / 1024} МБ: уменьшите фотографию`;
const SEND_A_FILE = 'Пришлите файл фотографии (application/octet-stream)';

export interface PicturesOptions {
  /** Where the files are kept (local folder: PICTURES_DIR, else DATA_DIR/pictures). */
  folder: string;
}

export const pictureRoutes: FastifyPluginAsyncZod<PicturesOptions> = async (app, options) => {
  const { db } = app;
  const store: PictureStore = new LocalPictureStore(options.folder);
  const queue = new OneAtATime(QUEUE);

  app.get(
    '/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Файл загруженной фотографии товара (имя — хеш содержимого)',
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const found = await store.open(file);
      if (!found) throw notFound('Изображение не найдено');
      const type = TYPES[file.endsWith('.webp') ? 'webp' : 'jpg'];
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', found.size)
        .type(type)
        .send(found.stream);
    },
  );

  const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
    // A bearer token is never sent by another site's page; a request another site started is refused even so,
    // before the body is read, as are anonymous callers (401) and every role but admin (403).
    admin.addHook('onRequest', refuseCrossSite);
    admin.addHook('onRequest', requireAdmin);
    // The file itself is the body: whatever type the browser guessed from its name, its bytes are checked.
    admin.addContentTypeParser(
      ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    admin.setErrorHandler(function pictureErrors(error: FastifyError, request, reply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: TOO_LARGE });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send({ message: SEND_A_FILE });
      }
      return errorHandler.call(this, error, request, reply);
    });
    const answer = { 200: itemPicturesSchema, ...errorResponses(400, 401, 403, 404, 409) };
    const changed = async (itemCode: string) => {
      // Listings, items and the feed show the main picture: drop this process's cached answers.
      app.catalogCache.clear();
      return listPictures(db, itemCode);
    };

    admin.get(
      '/item/:itemCode',
      {
        schema: {
          tags: ['admin'],
          summary: 'Фотографии товара, главная первой',
          params: itemParamsSchema,
          response: answer,
        },
      },
      async (request) => listPictures(db, request.params.itemCode),
    );

    admin.post(
      '/item/:itemCode',
      {
        bodyLimit: PICTURE_MAX_BYTES,
        schema: {
          tags: ['admin'],
          summary: 'Загрузка фотографии товара: тело запроса — файл JPEG, PNG или WebP до 10 МБ',
          params: itemParamsSchema,
          response: {
            201: itemPicturesSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503),
          },
        },
      },
      async (request, reply) => {
        const { itemCode } = request.params;
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes)) throw badRequest(SEND_A_FILE);
        await productName(db, itemCode);
        await checkRoom(db, itemCode, sha256(bytes));
        const picture = await queue
          .run(() => processPicture(bytes))
          .catch((error: unknown) => {
            throw error instanceof PictureRefused ? badRequest(error.message) : error;
          });
        for (const { variant, bytes: file } of picture.files) await store.put(variant.file, file);
        await addPicture(db, itemCode, picture, accountOf(request).id);
        request.log.info({ itemCode, hash: picture.hash, bytes: picture.bytes }, 'picture uploaded');
        return reply.code(201).send(await changed(itemCode));
      },
    );

    admin.put(
      '/item/:itemCode/order',
      {
        schema: {
          tags: ['admin'],
          summary: 'Порядок фотографий товара',
          params: itemParamsSchema,
          body: pictureOrderSchema,
          response: answer,
        },
      },
      async (request) => {
        const { itemCode } = request.params;
        await productName(db, itemCode);
        await reorderPictures(db, itemCode, request.body.ids);
        return changed(itemCode);
      },
    );

    admin.post(
      '/item/:itemCode/:id/main',
      {
        schema: {
          tags: ['admin'],
          summary: 'Сделать фотографию главной',
          params: pictureParamsSchema,
          response: answer,
        },
      },
      async (request) => {
        const { itemCode, id } = request.params;
        await productName(db, itemCode);
        await makeMain(db, itemCode, id);
        return changed(itemCode);
      },
    );

    admin.delete(
      '/item/:itemCode/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Удалить фотографию товара',
          params: pictureParamsSchema,
          response: answer,
        },
      },
      async (request) => {
        const { itemCode, id } = request.params;
        await productName(db, itemCode);
        const unused = await deletePicture(db, itemCode, id);
        await Promise.all(unused.map((file) => store.remove(file)));
        return changed(itemCode);
      },
    );
  };
  await app.register(adminRoutes);
};
