import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type PictureStore, SweepRefused } from '../../catalogue';
import { HttpError } from '../../../http/errors';
import { BrokenFile } from '../xml/commerceml';
import { Refused, fileFault, isFile, notAFile } from '../disk';
import { unpackArchives } from '../files';
import { beatStep, stepDone, stepFailed } from '../service';
import type { ExchangeSettings } from '../settings';
import { importOffers } from './offers';
import { type StepResult, importCatalogue } from './steps';

/** What a step needs besides its exchange: the settings, every exchange's folder, the pictures' store. */
export interface StepContext {
  settings: ExchangeSettings;
  root: string;
  store: PictureStore;
}

/** The reason a step failed with, as 1С and the owner read it; null for a fault of the server itself. */
function reasonOf(error: unknown, folder: string): string | null {
  if (error instanceof BrokenFile || error instanceof Refused || error instanceof HttpError)
    return error.message;
  return fileFault(error, folder)?.message ?? null;
}

/** What 1С and the owner read when a full exchange's sweep is refused: the counts, and what to do. */
const sweepReason = (error: SweepRefused) =>
  `${error.message}: обмен остановлен, ничего не изменено. Если так и задумано, подтвердите его в «Обмен с 1С»`;

/**
 * Runs one import step of exchange `id` (the step claimed already): unpacks the archives, imports `name`,
 * records the outcome. Every fault of a file (broken, missing, a folder in its place, unreadable) fails the step
 * with its Russian reason; the import is one transaction, so the catalogue is as the report says. A full
 * exchange past the share of IMPORT_OFF_SALE_MAX_SHARE is refused and kept for the owner to confirm, unless
 * `confirmed` (the owner did: the file is applied whatever it takes off sale).
 */
export async function runStep(
  app: FastifyInstance,
  { settings, root, store }: StepContext,
  id: number,
  name: string,
  { confirmed = false }: { confirmed?: boolean } = {},
): Promise<void> {
  const folder = path.join(root, String(id));
  const log = app.log.child({ component: 'exchange-1c', exchange: id, file: name });
  // Other processes (on other machines) take the step again when these stop: this process died.
  const heartbeat = setInterval(
    () => void beatStep(app.db, id, name).catch((error: unknown) => log.warn({ err: error }, 'no heartbeat')),
    Math.max(1000, settings.stepTimeoutMs / 4),
  );
  heartbeat.unref();
  try {
    await unpackArchives(root, folder, settings);
    if (!isFile(path.join(folder, name))) throw notAFile(folder, name);
    const base = path.basename(name).toLowerCase();
    let result: StepResult;
    if (base.startsWith('import')) {
      const share = confirmed ? undefined : settings.maxOffSaleShare;
      result = await importCatalogue(app.db, folder, name, store, share);
    } else if (/^(offers|prices|rests)/.test(base)) {
      // The price types as «Обмен с 1С» has them now: a change applies from the next file.
      const { exchange: prices } = await app.shop.settings();
      result = await importOffers(app.db, { exchangeId: id, folder, file: name, prices });
    } else throw new Refused(`Файл ${name} не файл каталога (import.xml) и не предложений (offers.xml)`);
    app.catalogCache.clear();
    await stepDone(app.db, id, name, result.counts, result.full);
    log.info({ ...result.counts, problems: result.counts.problems.length }, 'exchange step done');
  } catch (error) {
    if (error instanceof SweepRefused) {
      const sweep = { file: name, offSale: error.offSale, onSale: error.onSale };
      log.warn(sweep, 'exchange sweep refused');
      await stepFailed(app.db, id, name, `${name}: ${sweepReason(error)}`, sweep).catch((failed: unknown) =>
        log.error({ err: failed }, 'not recorded'),
      );
      return;
    }
    const known = reasonOf(error, folder);
    if (known === null) log.error({ err: error }, 'exchange step failed');
    const reason = `${name}: ${known ?? 'внутренняя ошибка, подробности в журнале сервера'}`;
    await stepFailed(app.db, id, name, reason).catch((failed: unknown) =>
      log.error({ err: failed }, 'not recorded'),
    );
  } finally {
    clearInterval(heartbeat);
  }
}
