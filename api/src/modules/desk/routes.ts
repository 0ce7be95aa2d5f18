import { Readable } from 'node:stream';
import {
  changeStatusSchema,
  deskCsvQuerySchema,
  deskOrderParamsSchema,
  deskOrderSchema,
  deskOrdersQuerySchema,
  deskOrdersSchema,
  managerCommentSchema,
  messageSchema,
  staffChangeSchema,
  staffSchema,
} from '@shop/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAdmin, requireStaff } from '../../auth/plugin';
import { countStatements } from '../../db/statements';
import { errorResponses } from '../../http/schemas';
import {
  changeOrderStatus,
  deskCsv,
  deskOrder,
  orderInvoice,
  listDeskOrders,
  sendInvoice,
  setManagerComment,
} from '../orders';
import { inviteManager, listStaff, staffActor, withdrawManager } from '../accounts';

/**
 * The order desk, for administrators and managers: the list with its filters and counts, an
 * order's page, its moves between statuses and the manager's comment, the CSV export; and, for
 * administrators only, who is a manager.
 */
export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits, mailer } = app;
  // Before the body is parsed: a visitor gets 401 and a buyer 403, whatever they sent, and nothing changes.
  app.addHook('onRequest', requireStaff);
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/orders',
    {
      schema: {
        tags: ['desk'],
        summary: 'Заказы магазина, новые первыми, по 20; число заказов каждого статуса',
        querystring: deskOrdersQuerySchema,
        response: { 200: deskOrdersSchema, ...errors },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const { result, statements } = await countStatements(() => listDeskOrders(db, filters, page));
      app.metrics.deskListWork(statements);
      return result;
    },
  );

  app.get(
    '/orders.csv',
    {
      schema: {
        tags: ['desk'],
        summary: 'Выгрузка отфильтрованных заказов в CSV для Excel (UTF-8 с BOM, «;»)',
        querystring: deskCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { rows, ...filters } = request.query;
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(deskCsv(db, filters, rows === 'item')));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['desk'],
        summary: 'Заказ: товары, НДС, покупатель, получение, история, доступные действия',
        params: deskOrderParamsSchema,
        response: { 200: deskOrderSchema, ...errors },
      },
    },
    async (request) => deskOrder(db, request.params.id),
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['desk'],
        summary: '«Счёт на оплату» (PDF) по заказу юридического лица',
        params: deskOrderParamsSchema,
      },
    },
    async (request, reply) =>
      sendInvoice(reply, request.params.id, await orderInvoice(app, request.params.id)),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags: ['desk'],
        summary: 'Перевод заказа в другой статус (с версией заказа; отмена — с причиной)',
        params: deskOrderParamsSchema,
        body: changeStatusSchema,
        response: { 200: deskOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { status, version, comment } = request.body;
      await changeOrderStatus(
        db,
        {
          orderId: request.params.id,
          to: status,
          version,
          comment,
          actor: await staffActor(db, accountOf(request).id),
        },
        app.mailer.orderStatusChanged,
      );
      app.mailer.wake();
      return deskOrder(db, request.params.id);
    },
  );

  app.put(
    '/orders/:id/comment',
    {
      schema: {
        tags: ['desk'],
        summary: 'Комментарий менеджера к заказу (с версией заказа)',
        params: deskOrderParamsSchema,
        body: managerCommentSchema,
        response: { 200: deskOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { comment, version } = request.body;
      const actor = await staffActor(db, accountOf(request).id);
      await setManagerComment(db, { orderId: request.params.id, comment, version, actor });
      return deskOrder(db, request.params.id);
    },
  );

  app.get(
    '/staff',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['desk'],
        summary: 'Администраторы и менеджеры (только администратору)',
        response: { 200: staffSchema, ...errors },
      },
    },
    async () => listStaff(db),
  );

  app.post(
    '/staff',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['desk'],
        summary:
          'Пригласить менеджера по e-mail (письмо со ссылкой на 48 часов) или снять роль и отозвать приглашение (только администратору)',
        body: staffChangeSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { email, manager } = request.body;
      const by = accountOf(request).id;
      if (!manager) {
        const message = await withdrawManager(db, email);
        request.log.warn({ email, by }, 'manager role or invitation withdrawn');
        return { message };
      }
      await limits.take('invitationsByUser', String(by));
      await limits.take('lettersByEmail', email);
      const invited = await inviteManager(db, mailer, email, by);
      if (invited.sent) {
        mailer.wake();
        request.log.info({ email, by }, 'manager invitation sent');
      }
      return { message: invited.message };
    },
  );
};
