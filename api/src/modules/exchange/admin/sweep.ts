import path from 'node:path';
import { messageSchema } from '@shop/shared/contract';
import { groupDigits } from '@shop/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LocalPictureStore } from '../../catalogue';
import { rows } from '../../../db/client';
import type { ExchangeSweep } from '../schema/exchange';
import { HttpError, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { isFile } from '../disk';
import { runStep } from '../import/run-step';
import { confirmSweep } from '../service';
import { exchangeSettings } from '../settings';

export interface SweepConfirmOptions {
  /** Every exchange's folder (as the exchange's routes keep them). */
  folder: string;
  picturesFolder: string;
}

const NOTHING_TO_CONFIRM = 'Этот обмен не ждёт подтверждения: он уже подтверждён или не был остановлен';

/**
 * `POST /admin/exchange-1c/{id}/sweep/`: an administrator confirms a full exchange refused as taking too much
 * off sale. Its stored file is applied at once, in the background, without the limit (202; the report on
 * «Обмен с 1С» shows it running, then done); once only. Registered inside the admin plugin (administrators,
 * this site's pages only).
 */
export const sweepConfirmRoutes: FastifyPluginAsyncZod<SweepConfirmOptions> = async (app, options) => {
  const settings = exchangeSettings(app.settings);
  const store = new LocalPictureStore(options.picturesFolder);
  app.post(
    '/:id/sweep',
    {
      schema: {
        tags: ['admin'],
        summary: 'Подтвердить полный обмен, остановленный как снимающий с продажи слишком много товаров',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 202: messageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (!settings) throw notFound('Обмен с 1С не настроен');
      const { id } = request.params;
      const [row] = await rows<{ sweep: ExchangeSweep | null }>(
        app.db,
        sql`SELECT sweep FROM exchanges WHERE id = ${id}`,
      );
      if (!row) throw notFound(`Обмен №${id} не найден`);
      const { sweep } = row;
      if (!sweep || sweep.confirmed) throw new HttpError(409, NOTHING_TO_CONFIRM);
      if (!isFile(path.join(options.folder, String(id), sweep.file))) {
        throw new HttpError(
          409,
          `Файл ${sweep.file} этого обмена уже удалён (EXCHANGE_KEEP_HOURS): 1С пришлёт его при следующем обмене`,
        );
      }
      const file = await confirmSweep(app.db, id);
      if (file === null) throw new HttpError(409, NOTHING_TO_CONFIRM);
      request.log.info({ exchange: id, file, by: request.account?.id }, 'exchange sweep confirmed');
      void runStep(app, { settings, root: options.folder, store }, id, file, { confirmed: true });
      return reply.code(202).send({
        message: `Обмен применяется: с продажи будет снято ${groupDigits(sweep.offSale)} из ${groupDigits(sweep.onSale)} товаров`,
      });
    },
  );
};
