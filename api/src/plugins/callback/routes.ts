import { TEXTS } from '@shop/shared/src/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WindowLimiter, tooManyRequests } from '../../auth/limits';
import { callbackRequests } from '../../db/schema';
import { phone, text } from '../../validation/fields';
import { errorSchema } from '../catalog/schemas';

const callbackSchema = z.strictObject({ name: text('Ваше имя', { max: 100 }), phone: phone('Телефон') });

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
        response: { 201: errorSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      if (!byIp.hit(request.ip)) {
        throw tooManyRequests('Слишком много заявок с вашего адреса. Попробуйте позже или позвоните нам.');
      }
      await app.db.insert(callbackRequests).values(request.body);
      return reply.code(201).send({ message: TEXTS.callback.success });
    },
  );
};
