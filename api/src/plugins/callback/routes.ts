import { callbackSchema, messageSchema } from '@shop/shared/contract';
import { TEXTS } from '@shop/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WindowLimiter, tooManyRequests } from '../../auth/limits';
import { errorResponses } from '../../http/schemas';
import { saveCallbackRequest } from './service';

/** «Заказать звонок» from the header: validated, limited per address, stored for the managers. */
export const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const byIp = new WindowLimiter(5, 10 * 60_000);

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
      if (!byIp.hit(request.ip)) {
        throw tooManyRequests('Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.');
      }
      await saveCallbackRequest(app.db, request.body, app.mailer.callbackRequested);
      app.mailer.wake();
      return reply.code(201).send({ message: TEXTS.callback.success });
    },
  );
};
