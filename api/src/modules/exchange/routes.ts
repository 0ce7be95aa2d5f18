import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { LocalPictureStore } from '../catalogue';
import { HttpError } from '../../http/errors';
import { BrokenFile } from './xml/commerceml';
import { checkCredentials } from './guesses';
import { fileFault, removeOldFolders } from './disk';
import { Refused, appendPart, safeName } from './files';
import { runStep } from './import/run-step';
import { markExported } from '../orders';
import { applyStatuses, ordersDocument } from './sale';
import {
  COOKIE,
  type Session,
  claimStep,
  noteFile,
  openSession,
  rememberOrders,
  restartSession,
  type StepCounts,
  sessionOf,
  stepDone,
  stepFailed,
  takeOrders,
} from './service';
import { type ExchangeSettings, exchangeSettings } from './settings';

export interface ExchangeOptions {
  /** Where each exchange keeps the files 1С sent (a folder per exchange). */
  folder: string;
  /** Where pictures' files go (the pictures plugin's store). */
  picturesFolder: string;
}

const NOTHING: StepCounts = { created: 0, changed: 0, unchanged: 0, offSale: 0, refused: 0, problems: [] };
const NO_SESSION = 'Нет сессии обмена: начните с mode=checkauth';

interface ExchangeQuery {
  type?: string;
  mode?: string;
  filename?: string;
}

/**
 * Answers as 1С's site exchange reads them: plain text lines in windows-1251 (the protocol's encoding; 1С
 * decodes by the charset named here). `failure` and a Russian reason on its second line when refused.
 */
function answer(reply: FastifyReply, text: string, status = 200, type = 'text/plain'): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type(`${type}; charset=windows-1251`)
    .send(iconv.encode(text, 'win1251'));
}
const failure = (reply: FastifyReply, reason: string, status = 400) =>
  answer(reply, `failure\n${reason}`, status);

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * `/api/1c/exchange`: the site exchange of 1С:Предприятие (CommerceML 2), GET and POST alike. Off (404) when
 * `EXCHANGE_LOGIN` and `EXCHANGE_PASSWORD` are not set.
 */
export const exchangeRoutes: FastifyPluginAsync<ExchangeOptions> = async (app, options) => {
  const settings = exchangeSettings(app.settings);
  const store = new LocalPictureStore(options.picturesFolder);
  // The body of `mode=file` is the file itself, of any type: streamed to disk, never held in memory.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const handler = async (request: FastifyRequest<{ Querystring: ExchangeQuery }>, reply: FastifyReply) => {
    const body = request.body as Readable | undefined;
    const { mode = '', type = '' } = request.query;
    if (mode !== 'file') body?.resume();
    if (!settings) return failure(reply, 'Обмен с 1С не настроен', 404);
    let folder = options.folder;
    try {
      if (type !== 'catalog' && type !== 'sale') return failure(reply, `Неизвестный тип обмена «${type}»`);
      if (mode === 'checkauth') return await checkauth(app, settings, options.folder, request, reply, type);
      const session = await sessionOf(app.db, cookieOf(request));
      if (!session || session.kind !== type) return failure(reply, NO_SESSION, 401);
      folder = path.join(options.folder, String(session.id));
      switch (mode) {
        case 'init':
          await restartSession(app.db, session.id);
          fs.rmSync(folder, { recursive: true, force: true });
          return answer(reply, `zip=${type === 'catalog' ? 'yes' : 'no'}\nfile_limit=${settings.partBytes}`);
        case 'file': {
          const name = safeName(request.query.filename ?? '');
          if (!body) return failure(reply, 'Пришлите файл в теле запроса');
          await appendPart(options.folder, folder, name, body, settings.partBytes, settings);
          await noteFile(app.db, session.id, name);
          if (type === 'sale') return await saleFile(app, session, folder, name, reply);
          return answer(reply, 'success');
        }
        case 'import':
          return await importStep(
            app,
            settings,
            session,
            options.folder,
            request.query.filename ?? '',
            reply,
            store,
          );
        case 'query': {
          if (type !== 'sale') break;
          const { xml, ids } = await ordersDocument(app.db);
          await rememberOrders(app.db, session.id, ids);
          return answer(reply, xml, 200, 'application/xml');
        }
        case 'success':
          if (type === 'sale') {
            const ids = await takeOrders(app.db, session.id);
            await markExported(app.db, ids);
            await stepDone(app.db, session.id, 'success', { ...NOTHING, changed: ids.length }, null);
          }
          return answer(reply, 'success');
      }
      return failure(reply, `Неизвестный режим обмена «${mode}»`);
    } catch (error) {
      // A fault of the files (a folder where a file should be, a name the disk refuses): 1С's «failure».
      const refusal = error instanceof Refused ? error : fileFault(error, folder);
      if (refusal) return failure(reply, refusal.message);
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return failure(reply, error.message, error.statusCode);
      }
      throw error;
    }
  };
  app.get('/exchange', handler);
  app.post('/exchange', handler);
};

async function checkauth(
  app: FastifyInstance,
  settings: ExchangeSettings,
  root: string,
  request: FastifyRequest,
  reply: FastifyReply,
  type: Session['kind'],
) {
  await checkCredentials(app, settings, request);
  const cookie = await openSession(app.db, type);
  // Each exchange begins by freeing the disk of the old ones' files.
  await removeOldFolders(app.db, root, settings.keepMs).catch((error: unknown) =>
    app.log.warn({ err: error }, 'old exchange folders not removed'),
  );
  return answer(reply, `success\n${COOKIE}\n${cookie}`);
}

/** The step 1С asks to import: started in the background on the first ask, its state on the next ones. */
async function importStep(
  app: FastifyInstance,
  settings: ExchangeSettings,
  session: Session,
  root: string,
  filename: string,
  reply: FastifyReply,
  store: LocalPictureStore,
) {
  const name = safeName(filename);
  if (session.kind !== 'catalog') return failure(reply, 'Загрузка файлов заказов идёт в mode=file');
  if (await claimStep(app.db, session.id, name, settings.stepTimeoutMs)) {
    // Not on the request's time: 1С asks again and gets «progress» until the step is done.
    void runStep(app, { settings, root, store }, session.id, name);
    return answer(reply, 'progress');
  }
  // Read with the session at the request's start: a step claimed since is running.
  const step = session.steps[name];
  if (!step || step.state === 'running') return answer(reply, 'progress');
  if (step.state === 'failed') return failure(reply, step.reason ?? 'Обмен не удался');
  return answer(reply, 'success');
}

/** An orders document from 1С: statuses applied at once (the document is small), problems recorded. */
async function saleFile(
  app: FastifyInstance,
  session: Session,
  folder: string,
  name: string,
  reply: FastifyReply,
) {
  try {
    const outcome = await applyStatuses(app.db, folder, name, app.mailer.orderStatusChanged);
    app.mailer.wake();
    await stepDone(
      app.db,
      session.id,
      name,
      { ...NOTHING, changed: outcome.moved, refused: outcome.problems.length, problems: outcome.problems },
      null,
    );
    return answer(reply, 'success');
  } catch (error) {
    if (!(error instanceof BrokenFile)) throw error;
    await stepFailed(app.db, session.id, name, `${name}: ${error.message}`);
    return failure(reply, error.message);
  }
}
