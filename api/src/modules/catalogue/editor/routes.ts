import {
  adminProductSchema,
  adminProductsSchema,
  createProductSchema,
  editProductSchema,
  itemCode,
  productChangesSchema,
  productSavedSchema,
  productsQuerySchema,
  saleSchema,
} from '@shop/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountOf, requireAdmin } from '../../../auth/plugin';
import { fromAnotherSite } from '../../../auth/cross-site';
import { applyProductChanges, undoProductChange } from '../write/edits';
import type { AppliedChange, ProductChangeInput } from '../write/model';
import { readProduct } from '../write/stored';
import { HttpError } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { findProducts, productHistory, staffActor } from './service';

const CROSS_SITE = 'Запрос пришёл с другого сайта и отклонён: товары меняют только на сайте магазина';
const itemParams = z.object({ itemCode: itemCode() });
const changeParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Номер изменения'),
});

/**
 * «Товары» of mf-admin, administrators only. Every write goes through the catalogue's write model
 * (`write/edits.ts`) and then empties this process's catalogue answers; other processes follow by the
 * catalogue's version (`catalogue/freshness.ts`).
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Before the body is read: 401 for a visitor, 403 for a buyer or a manager.
  app.addHook('onRequest', requireAdmin);
  // The token rides in a header no other site can set; a write another site started is refused all the same.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && fromAnotherSite(request)) {
      throw new HttpError(403, CROSS_SITE);
    }
  });

  const write = async (request: FastifyRequest, changes: ProductChangeInput[]): Promise<AppliedChange> => {
    const actor = await staffActor(db, accountOf(request).id);
    const [applied] = await applyProductChanges(db, actor, changes);
    if (applied?.changeId != null) app.catalogCache.clear();
    return applied!;
  };
  const saved = async (message: string, code: string) => ({ message, product: await readProduct(db, code) });
  const errors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Поиск товаров: по коду, названию или разделу',
        querystring: productsQuerySchema,
        response: { 200: adminProductsSchema, ...errors },
      },
    },
    async (request) => findProducts(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Новый товар',
        body: createProductSchema,
        response: { 201: productSavedSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { itemCode: code, ...fields } = request.body;
      await write(request, [{ kind: 'create', itemCode: code, fields }]);
      return reply.code(201).send(await saved(`Товар «${fields.name}» создан, код ${code}`, code));
    },
  );

  app.get(
    '/:itemCode',
    {
      schema: {
        tags: ['admin'],
        summary: 'Товар для правки (и снятый с продажи)',
        params: itemParams,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => readProduct(db, request.params.itemCode),
  );

  app.put(
    '/:itemCode',
    {
      schema: {
        tags: ['admin'],
        summary: 'Правка товара (с версией, которую видел сотрудник)',
        params: itemParams,
        body: editProductSchema,
        response: { 200: productSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const code = request.params.itemCode;
      const applied = await write(request, [
        { kind: 'update', itemCode: code, baseVersion: version, fields },
      ]);
      return saved(applied.changeId === null ? 'Изменений нет' : 'Товар сохранён', code);
    },
  );

  for (const onSale of [false, true]) {
    app.post(
      onSale ? '/:itemCode/onSale' : '/:itemCode/offSale',
      {
        schema: {
          tags: ['admin'],
          summary: onSale ? 'Вернуть товар в продажу' : 'Снять товар с продажи',
          params: itemParams,
          body: saleSchema,
          response: { 200: productSavedSchema, ...writeErrors },
        },
      },
      async (request) => {
        const code = request.params.itemCode;
        const { changeId } = await write(request, [
          { kind: 'update', itemCode: code, baseVersion: request.body.version, fields: { onSale } },
        ]);
        const message =
          changeId === null
            ? onSale
              ? 'Товар уже в продаже'
              : 'Товар уже снят с продажи'
            : onSale
              ? 'Товар снова в продаже'
              : 'Товар снят с продажи: покупатели его больше не видят';
        return saved(message, code);
      },
    );
  }

  app.get(
    '/:itemCode/changes',
    {
      schema: {
        tags: ['admin'],
        summary: 'История изменений товара, новые первыми',
        params: itemParams,
        response: { 200: productChangesSchema, ...errors },
      },
    },
    async (request) => productHistory(db, request.params.itemCode),
  );

  app.post(
    '/changes/:id/undo',
    {
      schema: {
        tags: ['admin'],
        summary: 'Отмена изменения товара (если товар с тех пор не меняли)',
        params: changeParams,
        response: { 200: productSavedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await staffActor(db, accountOf(request).id);
      const applied = await undoProductChange(db, actor, request.params.id);
      app.catalogCache.clear();
      return saved(`Изменение №${request.params.id} отменено`, applied.itemCode);
    },
  );
};
