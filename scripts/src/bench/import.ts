import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ENDPOINTS } from '@shop/shared/domain';
import { freePort } from '../shop-process';
import { mb, startApi, statusBytes, stopApi } from './api-process';

/**
 * `npm run bench -- --import`: the catalogue import on a catalogue of `SEED_ITEMS` (15 000): the
 * whole catalogue exported as CSV, every price changed by a rouble and each row padded by a column the import
 * does not read up to a 50 MB file, the file previewed (the dry run) and applied as a full import, then
 * previewed again (nothing left to change); before them, a file of one 49 MB line (refused by the cell cap).
 * Time of each step, the p99 and the longest answer of a logged-in caller's `GET /api/user/info` (it needs the
 * database) sent every 20 ms throughout, over HTTP to the API started as a process of its own (PGlite's thread
 * inside it), whose resident memory is sampled from /proc every 50 ms: at rest, and the highest seen during the
 * import; then the statements others waited for most (PGlite's socket queue, from /api/metrics), each with its
 * longest run. Prints figures only.
 */
const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
const ADMIN = { email: 'bench-import@shop.test', password: 'Bench-import-admin-pass-42' };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const FILE_BYTES = 50 * 1024 * 1024 - 64 * 1024;

/** The file padded to about `FILE_BYTES` by a last column the import does not read. */
function padded(csv: string): string {
  const [head, ...rows] = csv.split('\r\n').filter(Boolean);
  const room = Math.floor((FILE_BYTES - Buffer.byteLength(csv)) / Math.max(rows.length, 1)) - 2;
  const filler = 'x'.repeat(Math.max(room, 0));
  return [`${head};Примечание`, ...rows.map((row) => `${row};${filler}`)].join('\r\n');
}

/** The p-th percentile of latencies (ms). */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Every price of an exported CSV one rouble up (its fourth column, «Цена, руб.»; empty stays empty). */
function pricesUp(csv: string): string {
  const [head, ...rows] = csv.split('\r\n');
  return [
    head,
    ...rows.map((row) => {
      // Only rows whose first cells are plain: quoted cells (a name with «;») keep their price unchanged.
      const cells = row.split(';');
      const plain = cells.slice(0, 4).every((cell) => !cell.includes('"'));
      if (!plain || !/^\d+$/.test(cells[3] ?? '')) return row;
      cells[3] = String(Number(cells[3]) + 1);
      return cells.join(';');
    }),
  ].join('\r\n');
}

export async function benchImport(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api: ChildProcess | null = null;
  try {
    api = await startApi(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ITEMS: String(ITEMS),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const pid = api.pid!;
    const call = async (pathname: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}/api${pathname}`, init);
      return { status: response.status, body: await response.text() };
    };
    const login = await call('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const exported = await call(ENDPOINTS.adminExport(), { headers: auth });
    const file = Buffer.from(padded(pricesUp(exported.body)));
    const oneLine = Buffer.from(`Код товара;Название\r\n100001;${'Сейф '.repeat((49 * 1024 * 1024) / 10)}`);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = statusBytes(pid, 'VmRSS');
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, statusBytes(pid, 'VmRSS'))), 50);
    /** A caller's requests every 20 ms while `run` goes on: their latencies. */
    const alongside = async <T>(run: () => Promise<T>): Promise<{ result: T; latencies: number[] }> => {
      const latencies: number[] = [];
      let done = false;
      const caller = (async () => {
        while (!done) {
          const sent = performance.now();
          await call('/user/info', { headers: auth });
          latencies.push(performance.now() - sent);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      try {
        return { result: await run(), latencies };
      } finally {
        done = true;
        await caller;
      }
    };
    const all: number[] = [];
    const step = async (name: string, run: () => Promise<{ body: string }>) => {
      const started = Date.now();
      const { result: answer, latencies } = await alongside(run);
      const took = Date.now() - started;
      all.push(...latencies);
      const body = JSON.parse(answer.body) as { report?: Record<string, unknown>; message?: string };
      const { problems: _problems, ...figures } = body.report ?? { message: body.message };
      const caller = `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`;
      console.log(
        `${name.padEnd(32)} ${seconds(took).padStart(7)}  /api/user/info ${caller}  ${JSON.stringify(figures)}`,
      );
      return JSON.parse(answer.body) as { token: string };
    };
    const upload = (payload: Buffer) => () =>
      call(ENDPOINTS.adminImportPreview('full=true'), {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(payload),
      });
    const preview = upload(file);
    await step('строка 49 МБ: предпросмотр', upload(oneLine));
    console.log(`Импорт каталога: ${ITEMS} товаров, файл CSV ${mb(file.length)}, все цены +1 ₽`);
    const first = await step('предпросмотр (без записи)', preview);
    await step('применение', () =>
      call(ENDPOINTS.adminImportApply, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ token: first.token, confirmOffSale: true }),
      }),
    );
    await step('тот же файл снова: предпросмотр', preview);
    clearInterval(sampler);
    console.log(
      `/api/user/info за всё время: p99 ${percentile(all, 99).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms (${all.length} запросов)`,
    );
    console.log(
      `память процесса API (и потока PGlite в нём): в покое ${mb(before)}, наибольшая во время импорта ${mb(peak)} (+${mb(peak - before)})`,
    );
    // What a caller waited for: the statements that held PGlite while others queued, the longest run of each.
    for (const { statement, runs, seconds: held, max } of await queueHolders(base)) {
      console.log(
        `  держал базу: ${runs} раз, в среднем ${((held * 1000) / runs).toFixed(0)} ms, дольше всего ${(max * 1000).toFixed(0)} ms — ${statement}`,
      );
    }
  } finally {
    if (api) await stopApi(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The statements that held PGlite while others waited, most waited-for first (`shop_database_queue_holders`). */
async function queueHolders(base: string) {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  const found = new Map<
    string,
    { statement: string; runs: number; seconds: number; max: number; delayed: number }
  >();
  for (const [, statement = '', stat, value] of text.matchAll(
    /^shop_database_queue_holders\{statement="((?:[^"\\]|\\.)*)",stat="(\w+)"\} (\S+)$/gm,
  )) {
    const entry = found.get(statement) ?? { statement, runs: 0, seconds: 0, max: 0, delayed: 0 };
    const number = Number(value);
    if (stat === 'runs') entry.runs = number;
    else if (stat === 'seconds') entry.seconds = number;
    else if (stat === 'max_seconds') entry.max = number;
    else if (stat === 'delayed_seconds') entry.delayed = number;
    found.set(statement, entry);
  }
  return [...found.values()]
    .filter((entry) => entry.runs > 0)
    .sort((a, b) => b.delayed - a.delayed)
    .slice(0, 8);
}
