import {
  idempotencyHeadersSchema,
  ordersResponseSchema,
  sendOrderAnswerSchema,
  sendOrderSchema,
} from '@shop/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, optionalAccount, requireAccount } from '../../auth/plugin';
import { errorResponses } from '../../http/schemas';
import { ORDER_PLACED, listOrders, placeOrder } from './service';

/** Orders (registered under `/user`, as the spec's client calls them). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/sendOrder',
    {
      onRequest: optionalAccount,
      schema: {
        tags: ['orders'],
        summary: 'Оформление заказа (покупатель или гость); цены считает сервер',
        headers: idempotencyHeadersSchema,
        body: sendOrderSchema,
        response: {
          200: sendOrderAnswerSchema,
          201: sendOrderAnswerSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request, reply) => {
      const placed = await placeOrder(db, {
        userId: request.account?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      });
      const { orderId, totalPrice, skipped } = placed;
      return reply
        .code(placed.repeated ? 200 : 201)
        .send({ message: ORDER_PLACED, orderId, totalPrice, skipped });
    },
  );

  app.get(
    '/orders',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['orders'],
        summary: 'Заказы покупателя, новые первыми',
        response: { 200: ordersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ orders: await listOrders(db, accountOf(request).id) }),
  );
};
