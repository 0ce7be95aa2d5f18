/**
 * The shell's server renderer, built by webpack for Node (`dist/server/render.js`) and called by the site
 * server (server/src/site/pages.ts) for every page path: the layout and the route's remote rendered with React's
 * streaming renderer in a router fixed at the URL, from the remotes' Node containers.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Router } from 'react-router-dom';
import {
  configureRuntime,
  ENDPOINTS,
  PageStatusContext,
  PATHS,
  type RemoteName,
  type RuntimeConfig,
  type SiteContent,
} from '@shop/shared';
import { ownerOf } from '../App';
import type { RenderedPage, RenderRequest } from './contract';
import { isAdminHost } from '../federation/remotes';
import type { ExposedComponent } from '../federation/RemoteSlot';
import { Root } from '../Root';
import { SERVER_FALLBACK } from '../serverFallbacks';
import {
  awaitServerAnswers,
  SERVER_STATE_ID,
  serializeServerState,
  serverAnswers,
  serverAnswersFirst,
  type ServerAnswer,
  type ServerState,
} from '../serverState';
import { ServerFederation } from './federation';
import { PageReport, pageHead, seoPageOf } from './head';
import { pressReplayScript } from './pressReplay';

/** Pages that live on browser storage or a login: the server renders the layout and their skeleton. */
const BROWSER_ONLY_REMOTES: readonly RemoteName[] = ['mf-checkout', 'mf-account', 'mf-admin'];
const BROWSER_ONLY_PATHS: readonly string[] = [PATHS.compare];

/** What the header of every page shows from a remote (shell/src/App.tsx). */
const EVERY_PAGE = { remote: 'mf-catalog', expose: 'SearchBox' } as const;

/** Thrown in a slot the server leaves to the browser; its digest tells the browser it was meant. */
class ServerFallback extends Error {
  constructor(readonly digest: string) {
    super(digest);
  }
}

const throwing = (digest: string): ExposedComponent =>
  function LeftToBrowser() {
    throw new ServerFallback(digest);
  };

const federation = new ServerFederation();

const stateElement = (state: ServerState) =>
  `<script id="${SERVER_STATE_ID}" type="application/json">${serializeServerState(state)}</script>`;

/** A router fixed at one location: the server renders a page, nothing navigates. */
function staticRouter(url: string) {
  const navigator = {
    createHref: (to: string | { pathname?: string; search?: string; hash?: string }) =>
      typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    push: () => undefined,
    replace: () => undefined,
    go: () => undefined,
  };
  return function StaticRouter({ children }: { children: ReactNode }) {
    return (
      <Router location={url} navigator={navigator} static>
        {children}
      </Router>
    );
  };
}

const timeLeft = (deadline: number) => Math.max(0, deadline - Date.now());

/**
 * How long a page waits for remote code the server does not hold yet (a container's first load after a start
 * or a deploy, a remote's lazy page chunk). Once loaded, code stays in memory: only the first page after a
 * deploy waits for it. The request's budget (`budgetMs`) is for the API's answers.
 */
const CODE_BUDGET_MS = 3000;

/** The promise, or undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Pass {
  stream: PipeableStream;
  /** Resolves when everything is rendered, or once the shell is ready and the deadline has passed. */
  ready: Promise<boolean>;
  /** Whether a part threw while rendering (its slot left to the browser), a deliberate fallback aside. */
  failed: () => boolean;
}

/** Renders a page; `ready` resolves true when all is rendered. */
function renderPass(element: ReactNode, deadline: number, nonce: string): Pass {
  let failed = false;
  let settle: (done: boolean) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const ready = new Promise<boolean>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const stream = renderToPipeableStream(element, {
    // Content that is ready goes where it belongs, however large: React would otherwise send a large part
    // hidden, to be moved in by a script, and a reader without JavaScript would see its skeleton.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    nonce,
    onShellReady() {
      setTimeout(() => settle(false), timeLeft(deadline));
    },
    onAllReady: () => settle(true),
    onShellError: fail,
    onError(error) {
      if (error instanceof ServerFallback) return error.digest;
      failed = true;
      // A remote that threw while rendering: its slot shows its loading state, the browser renders it.
      console.error('Ошибка отрисовки на сервере', error);
      return SERVER_FALLBACK.remoteFailed;
    },
  });
  void ready.catch(() => undefined);
  return { stream, ready, failed: () => failed };
}

/**
 * Refusals about the caller rather than the address (a login, the caller's fair share): the browser asks
 * again as itself. Any other 4xx is the API's answer to the address, the same for every visitor.
 */
const CALLER_REFUSALS: readonly number[] = [401, 403, 429];

/**
 * The API's answer to a path as the page is handed it: 200 and a refusal of the address (4xx, a message of
 * the API's) are kept, other failures left to the browser.
 */
async function answerOf(request: RenderRequest, path: string): Promise<ServerAnswer | undefined> {
  try {
    const { status, body } = await request.api(path);
    if (status === 200) return { data: body };
    if (status >= 400 && status < 500 && !CALLER_REFUSALS.includes(status)) {
      const message = (body as { message?: unknown } | null)?.message;
      return { error: { status, message: typeof message === 'string' ? message : null } };
    }
  } catch (error) {
    console.error(`Сервер не получил ${path}`, error);
  }
  return undefined;
}

/**
 * The page's status from the answers deciding it: 404 when it said it is not found; the API's 4xx when a
 * deciding answer refused the address (the page shows its error state); 503 when one is missing; else 200.
 */
function statusOf(report: PageReport, answers: Record<string, ServerAnswer>): number {
  if (report.notFound) return 404;
  const deciding = [...report.decidingPaths].map((path) => answers[path]);
  for (const answer of deciding) if (answer && 'error' in answer) return answer.error.status;
  return deciding.includes(undefined) ? 503 : 200;
}

/**
 * The version of each remote's Node container as the server holds it now, null for one not registered at
 * that address or not reachable: a page rendered with other versions is not this one. Each is revalidated
 * meanwhile, at most once a second as for a page, without waiting: under load the server's answer to its own
 * revalidation waits behind every page in its queue, and every page would wait for it.
 */
export function remoteVersions(serverEntries: Record<string, string>): Record<string, string | null> {
  const versions: Record<string, string | null> = {};
  for (const [remote, entry] of Object.entries(serverEntries)) {
    const name = remote as RemoteName;
    void federation.refresh(name, entry).catch(() => false);
    versions[name] = federation.version(name, entry);
  }
  return versions;
}

/** The owner's content as the API last answered this process: the frame of a page whose own ask came too late. */
let lastSite: ServerAnswer | undefined;

/**
 * Renders the page at `request.url`: loads the remotes it shows and renders it once, each part waiting for
 * the API answers it asks for (within the budget). Rejects only when the shell itself cannot render (the site
 * server then sends the page unrendered).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const started = Date.now();
  const deadline = started + request.budgetMs;
  const codeDeadline = started + Math.max(request.budgetMs, CODE_BUDGET_MS);
  const existenceDeadline = started + Math.max(request.budgetMs, request.existenceLimitMs);
  const url = new URL(request.url, 'http://shop.invalid');
  // The file's remotes are the site's remote names (server/src/runtime-config.js).
  const config = request.config as RuntimeConfig;
  configureRuntime(config);
  const adminAllowed = isAdminHost(request.hostname, config.adminHosts);
  const owner = ownerOf(url.pathname, adminAllowed);
  const browserOnly =
    owner !== undefined &&
    (BROWSER_ONLY_REMOTES.includes(owner) || BROWSER_ONLY_PATHS.includes(url.pathname));

  // Each API path the page asks is asked of the API once, while the page renders: the part using it waits
  // (at most until the deadline; an answer deciding whether the page exists, until the existence deadline),
  // the rest renders on. Not answered in time, or a failure: given up, the browser asks it itself.
  const report = new PageReport();
  let unanswered = false;
  const { answers, cache, pending } = serverAnswers(async (path) => {
    const asked = answerOf(request, path);
    const answer =
      (await within(asked, timeLeft(deadline))) ??
      (report.decidingPaths.has(path) || path === ENDPOINTS.site
        ? await within(asked, timeLeft(existenceDeadline))
        : undefined);
    if (!answer) unanswered = true;
    if (path !== ENDPOINTS.site) return answer;
    if (answer && 'data' in answer) lastSite = answer;
    return answer && 'data' in answer ? answer : lastSite;
  });
  // The owner's content frames every page: asked at once, beside the code, and waited for as long as an answer
  // deciding the page; past that, the last this process had frames it (the page is not kept), else none is made.
  void pending(ENDPOINTS.site);

  const wanted: { remote: RemoteName; expose: string }[] = [EVERY_PAGE];
  if (owner && !browserOnly) wanted.push({ remote: owner, expose: 'routes' });
  const failed = new Set<string>();
  await within(
    Promise.all(
      wanted.map(async ({ remote, expose }) => {
        const entry = request.serverEntries[remote];
        try {
          if (!entry || !(await federation.refresh(remote, entry)))
            throw new Error(`${remote}: нет контейнера`);
          if (!federation.held(remote, expose)) await federation.load(remote, expose);
        } catch (error) {
          console.error(`Сервер не загрузил ${remote}/${expose}`, error);
          failed.add(`${remote}/${expose}`);
        }
      }),
    ),
    timeLeft(codeDeadline),
  );

  const held = (remote: RemoteName, expose: string) => {
    if (expose === 'routes' && remote === owner && browserOnly) return throwing(SERVER_FALLBACK.browserOnly);
    if (failed.has(`${remote}/${expose}`)) return throwing(SERVER_FALLBACK.remoteFailed);
    // Not loaded in time (or not wanted): the slot streams in when its code arrives.
    return federation.held(remote, expose);
  };
  const load = async <T,>(remote: RemoteName, expose: string) =>
    ({ default: await federation.load(remote, expose) }) as T;
  const Router = staticRouter(`${url.pathname}${url.search}`);

  const element = (
    <PageStatusContext.Provider value={report}>
      <Root
        Router={Router}
        swr={{
          provider: () => cache,
          use: [awaitServerAnswers(pending), serverAnswersFirst((key) => key in answers)],
        }}
        load={load}
        held={held}
        adminAllowed={adminAllowed}
      />
    </PageStatusContext.Provider>
  );

  const pass = renderPass(element, Math.max(codeDeadline, existenceDeadline), request.nonce);
  const allReady = await pass.ready;
  // The frame of every page and its head are the owner's content: a page without it is not this shop's.
  await pending(ENDPOINTS.site);
  const site = answers[ENDPOINTS.site];
  if (!site || !('data' in site)) {
    pass.stream.abort();
    throw new Error(`Сервер не получил ${ENDPOINTS.site}`);
  }
  const html = new PassThrough();
  pass.stream.pipe(html);
  return {
    status: statusOf(report, answers),
    complete: allReady && failed.size === 0 && !unanswered && !pass.failed(),
    redirect: report.redirectTo,
    // Presses on the page's controls before its code runs are replayed once it has (./pressReplay.ts).
    head: `${pressReplayScript(request.nonce)}${pageHead(seoPageOf(report, url.pathname, browserOnly), request.origin, site.data as SiteContent)}`,
    stateElement: stateElement({ answers }),
    html,
  };
}
