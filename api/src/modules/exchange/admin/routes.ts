import {
  type ExchangeOverview,
  exchangeGroupEditSchema,
  exchangeGroupSchema,
  exchangeOverviewSchema,
  exchangePriceTypesSchema,
} from '@shop/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../auth/plugin';
import { fromAnotherSite } from '../../../auth/cross-site';
import { type Db, rows } from '../../../db/client';
import type { ExchangeProblemRow, ExchangeStep, ExchangeSweep } from '../schema/exchange';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { API_PREFIX } from '../../../http/schemas';
import { errorResponses } from '../../../http/schemas';
import { type SweepConfirmOptions, sweepConfirmRoutes } from './sweep';
import { sectionAt, sectionNames } from '../../catalogue';
import { recentRefusals } from '../guesses';
import { latestPriceTypes } from '../price-types';
import { ownerGone } from '../service';
import { exchangeSettings } from '../settings';

const CROSS_SITE = 'Запрос пришёл с другого сайта и отклонён: разделы обмена меняют только на сайте магазина';
const STALE = 'Раздел группы изменён в другой вкладке или другим сотрудником: обновите страницу';
/** How many exchanges the page lists (newest first). */
const SHOWN = 50;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface GroupRow {
  group_id: string;
  name: string;
  parent_id: string | null;
  section: string;
  created: boolean;
  version: number;
}
const groupSelect = sql`SELECT group_id, name, parent_id, section, created, version FROM exchange_groups`;
/** The groups as «Обмен с 1С» shows them, each with its section's full name. */
async function shownGroups(db: Db, found: GroupRow[]) {
  const names = await sectionNames(db, [...new Set(found.map((row) => row.section))]);
  return found.map((row) => ({
    groupId: row.group_id,
    name: row.name,
    parentId: row.parent_id,
    section: row.section,
    sectionName: names.get(row.section) || 'раздела нет',
    created: row.created,
    version: row.version,
  }));
}

/** A step still «running» whose process is gone (see `claimStep`): the next `mode=import` runs it again. */
const interrupted = (steps: Record<string, ExchangeStep>, beatBefore: Date) =>
  Object.values(steps).some(
    (step) =>
      step.state === 'running' &&
      ownerGone(step.owner, step.beat === undefined || new Date(step.beat) < beatBefore),
  );

async function overview(app: FastifyInstance): Promise<ExchangeOverview> {
  const { db, settings: shop } = app;
  const settings = exchangeSettings(shop);
  const { exchange: prices } = await app.shop.settings();
  const exchanges = await rows<{
    id: number;
    kind: 'catalog' | 'sale';
    state: 'open' | 'done' | 'failed';
    full: boolean | null;
    files: string[];
    steps: Record<string, ExchangeStep>;
    beat_before: Date | string;
    created: number;
    changed: number;
    unchanged: number;
    off_sale: number;
    refused: number;
    problems: ExchangeProblemRow[];
    reason: string | null;
    sweep: ExchangeSweep | null;
    started_at: Date | string;
    finished_at: Date | string | null;
  }>(
    db,
    sql`SELECT *, now() - make_interval(secs => ${shop.EXCHANGE_STEP_TIMEOUT}) AS beat_before
        FROM exchanges ORDER BY id DESC LIMIT ${SHOWN}`,
  );
  const groups = await rows<GroupRow>(db, sql`${groupSelect} ORDER BY name, group_id`);
  return {
    configured: settings !== null,
    address: `${API_PREFIX}/1c/exchange`,
    priceType: prices.priceType,
    oldPriceType: prices.oldPriceType,
    exchanges: exchanges.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: interrupted(row.steps, new Date(row.beat_before)) ? 'interrupted' : row.state,
      full: row.full,
      files: row.files,
      created: row.created,
      changed: row.changed,
      unchanged: row.unchanged,
      offSale: row.off_sale,
      refused: row.refused,
      problems: row.problems,
      reason: row.reason,
      sweep: row.sweep && { ...row.sweep, confirmed: row.sweep.confirmed === true },
      startedAt: iso(row.started_at)!,
      finishedAt: iso(row.finished_at),
    })),
    groups: await shownGroups(db, groups),
    refusals: await recentRefusals(db),
  };
}

/**
 * «Обмен с 1С» for administrators: the exchanges with their reports (a refused sweep to confirm), the addresses
 * refused at checkauth, and the table placing 1С's groups in the shop's sections. A new section takes effect for the group's products at the next exchange naming them.
 */
export const exchangeAdminRoutes: FastifyPluginAsyncZod<SweepConfirmOptions> = async (app, options) => {
  const { db } = app;
  app.addHook('onRequest', requireAdmin);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && fromAnotherSite(request)) {
      throw new HttpError(403, CROSS_SITE);
    }
  });

  // Not `options` whole: it carries this plugin's prefix, which the child would add again.
  await app.register(sweepConfirmRoutes, { folder: options.folder, picturesFolder: options.picturesFolder });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Обмен с 1С: настроен ли, последние обмены с отчётами, разделы групп 1С',
        response: { 200: exchangeOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => overview(app),
  );

  app.get(
    '/priceTypes',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Типы цен, которые принёс последний файл предложений (offers.xml): из них выбирают цены магазина',
        response: { 200: exchangePriceTypesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => latestPriceTypes(db),
  );

  app.put(
    '/groups/:groupId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Раздел магазина для группы 1С (с версией, которую видел сотрудник)',
        params: z.object({ groupId: z.string().min(1).max(200) }),
        body: exchangeGroupEditSchema,
        response: { 200: exchangeGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { groupId } = request.params;
      const { section, version } = request.body;
      if (!(await sectionAt(db, section))) throw badRequest(`Раздел каталога «${section}» не найден`);
      const updated = await rows<{ group_id: string }>(
        db,
        sql`UPDATE exchange_groups SET section = ${section}, version = version + 1, updated_at = now()
            WHERE group_id = ${groupId} AND version = ${version} RETURNING group_id`,
      );
      const [row] = await shownGroups(
        db,
        await rows<GroupRow>(db, sql`${groupSelect} WHERE group_id = ${groupId}`),
      );
      if (!row) throw notFound(`Группа 1С «${groupId}» не найдена`);
      if (updated.length === 0) throw new HttpError(409, STALE);
      return row;
    },
  );
};
