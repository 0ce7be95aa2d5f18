/**
 * The shell's server renderer, built by webpack for Node (`dist/server/render.js`) and called by the site
 * server (shell/server/site.ts) for every page path: the layout and the route's remote rendered with React's
 * streaming renderer in a router fixed at the URL, from the remotes' Node containers.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { Router } from 'react-router-dom';
import {
  configureRuntime,
  isOwnedBy,
  PageStatusContext,
  PATHS,
  REMOTE_NAMES,
  type PageMeta,
  type PageStatus,
  type RemoteName,
  type RuntimeConfig,
} from '@shop/shared';
import type { RenderedPage, RenderRequest } from './contract';
import { isAdminHost } from '../federation/remotes';
import type { ExposedComponent } from '../federation/RemoteSlot';
import { Root } from '../Root';
import { SERVER_FALLBACK } from '../serverFallbacks';
import {
  answersCache,
  SERVER_STATE_ID,
  serializeServerState,
  serverAnswersFirst,
  type ServerAnswer,
  type ServerState,
} from '../serverState';
import { ServerFederation } from './federation';
import { headTags } from './head';

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

/** The remote owning the path, if this host has it. */
function ownerOf(pathname: string, adminAllowed: boolean): RemoteName | undefined {
  return REMOTE_NAMES.filter((remote) => remote !== 'mf-admin' || adminAllowed).find((remote) =>
    isOwnedBy(remote, pathname),
  );
}

/** What the page said of itself while rendering (its title, whether it is a «not found» page). */
class PageReport implements PageStatus {
  title: string | null = null;
  meta: PageMeta = {};
  notFound = false;
  redirectTo: string | null = null;
  setTitle(title: string) {
    this.title = title;
  }
  setMeta(meta: PageMeta) {
    this.meta = meta;
  }
  markNotFound() {
    this.notFound = true;
  }
  redirect(location: string) {
    this.redirectTo = location;
  }
}

interface Pass {
  stream: PipeableStream;
  status: PageReport;
  /** API paths the pages asked for and the server has no answer to yet. */
  missing: Set<string>;
  /** Resolves when everything is rendered, or once the shell is ready and the deadline has passed. */
  ready: Promise<boolean>;
}

/** Renders a page (`missing` hears what it still lacks); `ready` resolves true when all is rendered. */
function renderPass(
  element: (status: PageStatus, missing: Set<string>) => ReactNode,
  deadline: number,
  nonce: string,
): Pass {
  const status = new PageReport();
  const missing = new Set<string>();
  let settle: (done: boolean) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const ready = new Promise<boolean>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const stream = renderToPipeableStream(element(status, missing), {
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
      // A remote that threw while rendering: its slot shows its loading state, the browser renders it.
      console.error('Ошибка отрисовки на сервере', error);
      return SERVER_FALLBACK.remoteFailed;
    },
  });
  void ready.catch(() => undefined);
  return { stream, status, missing, ready };
}

/**
 * Renders the page at `request.url`: loads the remotes it shows, renders, fetches the API answers the
 * render asked for, and renders again with them until nothing more is asked (or the budget is spent).
 * Rejects only when the shell itself cannot render (the site server then sends the page unrendered).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const started = Date.now();
  const deadline = started + request.budgetMs;
  const codeDeadline = started + Math.max(request.budgetMs, CODE_BUDGET_MS);
  const url = new URL(request.url, 'http://shop.invalid');
  // The file's remotes are the site's remote names (scripts/webpack/runtime-config.js).
  const config = request.config as RuntimeConfig;
  configureRuntime(config);
  const adminAllowed = isAdminHost(request.hostname, config.adminHosts);
  const owner = ownerOf(url.pathname, adminAllowed);
  const browserOnly =
    owner !== undefined &&
    (BROWSER_ONLY_REMOTES.includes(owner) || BROWSER_ONLY_PATHS.includes(url.pathname));

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

  const answers: Record<string, ServerAnswer> = {};
  // Asked of the API and not answered (a failure, the budget): not asked again, the browser fetches it.
  const givenUp = new Set<string>();
  const element = (status: PageStatus, missing: Set<string>) => (
    <PageStatusContext.Provider value={status}>
      <Root
        Router={Router}
        swr={{
          provider: () => answersCache(answers, (path) => missing.add(path)),
          use: [serverAnswersFirst((key) => key in answers)],
        }}
        load={load}
        held={held}
        adminAllowed={adminAllowed}
      />
    </PageStatusContext.Provider>
  );

  for (;;) {
    const pass = renderPass(element, codeDeadline, request.nonce);
    const complete = await pass.ready;
    const asked = [...pass.missing].filter((path) => !(path in answers) && !givenUp.has(path));
    if (asked.length === 0 || timeLeft(deadline) === 0 || !complete) {
      const html = new PassThrough();
      pass.stream.pipe(html);
      return {
        status: pass.status.notFound ? 404 : 200,
        redirect: pass.status.redirectTo,
        head: headTags({
          url,
          origin: request.origin,
          title: pass.status.title,
          meta: pass.status.meta,
          notFound: pass.status.notFound,
        }),
        stateElement: stateElement({ answers }),
        html,
      };
    }
    pass.stream.abort();
    await within(
      Promise.all(
        asked.map(async (path) => {
          try {
            const { status, body } = await request.api(path);
            // Other failures are left to the browser, which asks again and shows its own notice.
            if (status === 200) answers[path] = { data: body };
            else if (status === 404) {
              const message = (body as { message?: unknown } | null)?.message;
              answers[path] = { error: { status, message: typeof message === 'string' ? message : null } };
            }
          } catch (error) {
            console.error(`Сервер не получил ${path}`, error);
          }
        }),
      ),
      timeLeft(deadline),
    );
    for (const path of asked) if (!(path in answers)) givenUp.add(path);
  }
}
