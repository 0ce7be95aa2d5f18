import {
  buyerCancelSchema,
  deskOrderParamsSchema,
  idempotencyHeadersSchema,
  messageSchema,
  ordersResponseSchema,
  sendOrderAnswerSchema,
  sendOrderSchema,
} from '@shop/shared/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { accountOf, optionalAccount, requireAccount } from '../../auth/plugin';
import { errorResponses } from '../../http/schemas';
import { HttpError } from '../../http/errors';
import { NOTHING_AVAILABLE, ORDER_PLACED, listOrders, placeOrder } from './service';
import { orderInvoice } from './invoice';
import { BUYER_ACTOR, changeOrderStatus } from './status';

/** The metrics' reason for an order that was not placed. */
function failureReason(error: Error): string {
  if (!(error instanceof HttpError))
    return (error as { validation?: unknown }).validation ? 'invalid' : 'error';
  if (error.statusCode === 409)
    return error.message === NOTHING_AVAILABLE ? 'nothing_available' : 'idempotency';
  return error.statusCode === 400 ? 'invalid' : `http_${error.statusCode}`;
}

export interface OrdersOptions {
  /** The account's e-mail when its owner confirmed it (the accounts' service, handed in by the app). */
  confirmedEmailOf: (db: Db, userId: number) => Promise<string | null>;
}

/** Orders (registered under `/user`, as the spec's client calls them). */
export const orderRoutes: FastifyPluginAsyncZod<OrdersOptions> = async (app, { confirmedEmailOf }) => {
  const { db } = app;

  app.post(
    '/sendOrder',
    {
      onRequest: optionalAccount,
      onError: async (_request, _reply, error) => app.metrics.orderFailed(failureReason(error)),
      schema: {
        tags: ['orders'],
        summary: 'Оформление заказа (покупатель или гость); цены считает сервер',
        headers: idempotencyHeadersSchema,
        body: sendOrderSchema,
        response: {
          201: sendOrderAnswerSchema,
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const email = request.body.user.email.toLowerCase();
      const { pickupPoints, stock } = await app.shop.settings();
      const placed = await placeOrder(
        db,
        {
          userId: request.account?.id ?? null,
          idempotencyKey: request.headers['idempotency-key'],
          input: request.body,
          pickupPoints: pickupPoints.points,
          outOfStock: stock.outOfStock,
        },
        // Counted only for an order no earlier request of its key stored: a replay is never limited. A flood
        // of orders is held off per caller address; the letters' limit of the buyer's address holds back only
        // the buyer's letter, never the sale.
        async () => {
          await app.limits.take(request.account === null ? 'guestOrdersByIp' : 'buyerOrdersByIp', request.ip);
          const letters = await app.limits.hit('lettersByEmail', email);
          const ownEmail = request.account ? await confirmedEmailOf(db, request.account.id) : null;
          const options = {
            confirmed: ownEmail === email,
            toBuyer: !app.limits.over('lettersByEmail', letters),
          };
          return {
            letters: (tx, notice) => app.mailer.orderPlaced(tx, notice, options),
            buyerLetterHeld: !options.toBuyer,
          };
        },
      );
      if (placed.repeated) {
        // The first answer again (status and body), marked as a replay the way Stripe's API marks it.
        reply.header('idempotent-replayed', 'true');
      } else {
        // Committed: the letters may go now, and the order counts.
        app.mailer.wake();
        app.metrics.orderPlaced();
        app.metrics.orderWrites(placed.statements);
      }
      const { orderId, totalPrice, skipped } = placed;
      return reply.code(201).send({ message: ORDER_PLACED, orderId, totalPrice, skipped });
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

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['orders'],
        summary: 'Отмена своего заказа покупателем, пока он «Новый»',
        params: deskOrderParamsSchema,
        body: buyerCancelSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      const reason = request.body.reason;
      await changeOrderStatus(
        db,
        {
          orderId: request.params.id,
          to: 'cancelled',
          actor: { id, label: BUYER_ACTOR },
          comment: reason ? `Отменён покупателем: ${reason}` : 'Отменён покупателем',
          version: null,
          buyerId: id,
        },
        app.mailer.orderStatusChanged,
      );
      app.mailer.wake();
      return { message: 'Заказ отменён' };
    },
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['orders'],
        summary: '«Счёт на оплату» (PDF) по своему заказу юридического лица',
        params: deskOrderParamsSchema,
      },
    },
    async (request, reply) => {
      const pdf = await orderInvoice(app, request.params.id, accountOf(request).id);
      return sendInvoice(reply, request.params.id, pdf);
    },
  );
};

/** A PDF the browser saves as `schet-{number}.pdf`, never kept by a shared cache. */
export function sendInvoice(reply: FastifyReply, orderId: number, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="schet-${orderId}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
