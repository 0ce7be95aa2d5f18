import { callbackSchema, messageSchema } from '@shop/shared/contract';
import { TEXTS } from '@shop/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { saveCallbackRequest } from './service';

/** «Заказать звонок» from the header: validated, limited per address, stored for the managers. */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['callback'],
        summary: 'Заявка на обратный звонок',
        body: callbackSchema,
        response: { 201: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.limits.take('callbacksByIp', request.ip);
      await saveCallbackRequest(app.db, request.body, app.mailer.callbackRequested);
      app.mailer.wake();
      return reply.code(201).send({ message: TEXTS.callback.success });
    },
  );
};
