import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Renderer, RenderRequest } from '../../../shell/src/server/contract';
import { ROOT } from '../../../server/src/apps';
import { runtimeConfig } from '../../../server/src/runtime-config';
import { containerEntries } from '../../../server/src/site/render-request';
import { siteProcesses } from '../shop-calls';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user and system) a process has used, from /proc; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The CPU seconds the shop's site processes (below `shopPid`) have used so far, together. */
export const siteCpuSeconds = (shopPid: number): number =>
  siteProcesses(shopPid).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

const drained = (request: RenderRequest, renderer: Renderer) =>
  renderer.renderPage(request).then(
    (page) =>
      new Promise<void>((resolve, reject) => {
        page.html.on('data', () => undefined);
        page.html.once('end', resolve);
        page.html.once('error', reject);
      }),
  );

/**
 * The renderer's own CPU for `pagePath`, in milliseconds: the shell's built renderer loaded in this process,
 * the remotes' containers from their builds, the page's API answers asked of the shop once and then handed
 * over from memory, so what is measured is React's render of the page (and its head), nothing of the site
 * server around it.
 */
export async function rendererCpuMs(baseUrl: string, pagePath: string, renders = 100): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, loaded at run time
  const renderer = require(path.join(ROOT, 'shell', 'dist', 'server', 'render.js')) as Renderer;
  const config = runtimeConfig();
  const answers = new Map<string, Promise<{ status: number; body: unknown }>>();
  const api = (apiPath: string) => {
    let answer = answers.get(apiPath);
    if (!answer) {
      answer = fetch(new URL(`${config.apiBase}${apiPath}`.slice(1), baseUrl)).then(async (response) => ({
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      }));
      answers.set(apiPath, answer);
    }
    return answer;
  };
  const request: RenderRequest = {
    url: pagePath,
    hostname: 'localhost',
    origin: 'http://localhost',
    config,
    serverEntries: containerEntries(),
    api,
    budgetMs: 10_000,
    existenceLimitMs: 10_000,
    nonce: '',
  };
  // The containers loaded, the answers fetched, the code compiled.
  for (let n = 0; n < 20; n++) await drained(request, renderer);
  const before = process.cpuUsage();
  for (let n = 0; n < renders; n++) await drained(request, renderer);
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / renders;
}
