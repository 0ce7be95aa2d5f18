import {
  availabilityAnswerSchema,
  checkAvailabilitySchema,
  priceChangeAnswerSchema,
  priceChangesQuerySchema,
  priceChangesSchema,
  revertAnswerSchema,
  updatePricesSchema,
} from '@shop/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAdmin } from '../../../auth/plugin';
import { errorResponses } from '../../../http/schemas';
import { changeParamsSchema, itemParamsSchema, scopeParamsSchema } from './schemas';
import { type PeopleOf, listPriceChanges } from './history';
import { ALL_PRODUCTS, checkAvailability, itemScope, resolveScope } from './scope';
import { changePrices, revertChange } from './service';

/** The admin price tool: six POST calls exactly as spec section 7 writes them, admin role only. */
export interface PricesOptions {
  /** How the history names the admin of each change (the accounts' directory). */
  peopleOf: PeopleOf;
}

export const pricesRoutes: FastifyPluginAsyncZod<PricesOptions> = async (app, { peopleOf }) => {
  const { db } = app;
  // Before the body is parsed: an anonymous caller gets 401 and a buyer 403 whatever they sent.
  app.addHook('onRequest', requireAdmin);

  const errors = errorResponses(400, 401, 403, 404);
  const priceCall = {
    tags: ['admin'],
    body: updatePricesSchema,
    response: { 200: priceChangeAnswerSchema, ...errors },
  };
  const afterChange = <T extends object>(answer: T): T => {
    // Listings and items show prices: after a real change or a revert, drop this process's cached answers.
    if (!('dryRun' in answer && answer.dryRun === true)) app.catalogCache.clear();
    return answer;
  };

  app.post(
    '/updatePrice/:itemCode',
    { schema: { ...priceCall, summary: 'Цена одного товара', params: itemParamsSchema } },
    async (request) => {
      const { percentage, dryRun = false } = request.body;
      const scope = await itemScope(db, request.params.itemCode);
      return afterChange(
        await changePrices(db, { scope, percentage, dryRun, adminId: accountOf(request).id }),
      );
    },
  );

  app.post('/updatePrices', { schema: { ...priceCall, summary: 'Цены всех товаров' } }, async (request) => {
    const { percentage, dryRun = false } = request.body;
    return afterChange(
      await changePrices(db, { scope: ALL_PRODUCTS, percentage, dryRun, adminId: accountOf(request).id }),
    );
  });

  for (const [url, summary] of [
    ['/:category/updatePrices', 'Цены категории'],
    ['/:category/:subcategory/updatePrices', 'Цены подкатегории (вместе с её разделами)'],
    ['/:category/:subcategory/:subcategory2/updatePrices', 'Цены подкатегории второго уровня'],
  ] as const) {
    app.post(url, { schema: { ...priceCall, summary, params: scopeParamsSchema } }, async (request) => {
      const { percentage, dryRun = false } = request.body;
      const scope = await resolveScope(db, request.params);
      return afterChange(
        await changePrices(db, { scope, percentage, dryRun, adminId: accountOf(request).id }),
      );
    });
  }

  app.post(
    '/checkAvailability',
    {
      schema: {
        tags: ['admin'],
        summary: 'Наличие и цена товара',
        body: checkAvailabilitySchema,
        response: { 200: availabilityAnswerSchema, ...errors },
      },
    },
    async (request) => checkAvailability(db, request.body.itemCode),
  );

  app.get(
    '/priceChanges',
    {
      schema: {
        tags: ['admin'],
        summary: 'История изменений цен, новые первыми',
        querystring: priceChangesQuerySchema,
        response: { 200: priceChangesSchema, ...errors },
      },
    },
    async (request) => listPriceChanges(db, request.query.page, peopleOf),
  );

  app.post(
    '/priceChanges/:id/revert',
    {
      schema: {
        tags: ['admin'],
        summary: 'Отмена изменения цен (у товаров, чьи цены с тех пор не менялись)',
        params: changeParamsSchema,
        response: { 200: revertAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      afterChange(await revertChange(db, { changeId: request.params.id, adminId: accountOf(request).id })),
  );
};
