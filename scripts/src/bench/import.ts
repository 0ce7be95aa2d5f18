import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@shop/api';
import { ENDPOINTS } from '@shop/shared/domain';

/**
 * `npm run bench -- --import`: the catalogue import of issue 28 §4 on a catalogue of `SEED_ITEMS` (15 000): the
 * whole catalogue exported as CSV, every price changed by a rouble and each row padded by a column the import
 * does not read up to a 50 MB file, the file previewed (the dry run) and applied as a full import, then
 * previewed again (nothing left to change); before them, a file of one 49 MB line (refused by the cell cap).
 * Time of each step, the p99 and the longest answer of a logged-in caller's `GET /api/user/info` (it needs the
 * database) sent every 20 ms throughout, and the process's resident memory (the API and PGlite's thread are
 * one process here): at rest, and the highest seen during the import, sampled every 50 ms; then the statements
 * others waited for most (PGlite's socket queue), each with its longest run. Prints figures only.
 */
const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
const ADMIN = { email: 'bench-import@shop.test', password: 'Bench-import-admin-pass-42' };
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
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
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-import-'));
  const app = await buildApp({ dataDir, seedItems: ITEMS });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: ADMIN });
    const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const exported = await app.inject({
      method: 'GET',
      url: `/api${ENDPOINTS.adminExport()}`,
      headers: auth,
    });
    const file = Buffer.from(padded(pricesUp(exported.body)));
    const oneLine = Buffer.from(`Код товара;Название\r\n100001;${'Сейф '.repeat((49 * 1024 * 1024) / 10)}`);

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    let peak = 0;
    const before = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    /** A caller's requests every 20 ms while `run` goes on: their latencies. */
    const alongside = async <T>(run: () => Promise<T>): Promise<{ result: T; latencies: number[] }> => {
      const latencies: number[] = [];
      let done = false;
      const caller = (async () => {
        while (!done) {
          const sent = performance.now();
          await app.inject({ method: 'GET', url: '/api/user/info', headers: auth });
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
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const step = async (name: string, run: () => Promise<{ body: string }>) => {
      const started = Date.now();
      loop.reset();
      loop.enable();
      const { result: answer, latencies } = await alongside(run);
      loop.disable();
      const took = Date.now() - started;
      all.push(...latencies);
      const body = JSON.parse(answer.body) as { report?: Record<string, unknown>; message?: string };
      const { problems: _problems, ...figures } = body.report ?? { message: body.message };
      const caller =
        `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
        `задержка цикла событий p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`;
      console.log(
        `${name.padEnd(32)} ${seconds(took).padStart(7)}  /api/user/info ${caller}  ${JSON.stringify(figures)}`,
      );
      return JSON.parse(answer.body) as { token: string };
    };
    const upload = (payload: Buffer) => () =>
      app.inject({
        method: 'POST',
        url: `/api${ENDPOINTS.adminImportPreview('full=true')}`,
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        payload,
      });
    const preview = upload(file);
    await step('строка 49 МБ: предпросмотр', upload(oneLine));
    console.log(`Импорт каталога: ${ITEMS} товаров, файл CSV ${mb(file.length)}, все цены +1 ₽`);
    const first = await step('предпросмотр (без записи)', preview);
    await step('применение', () =>
      app.inject({
        method: 'POST',
        url: `/api${ENDPOINTS.adminImportApply}`,
        headers: auth,
        payload: { token: first.token, confirmOffSale: true },
      }),
    );
    await step('тот же файл снова: предпросмотр', preview);
    clearInterval(sampler);
    console.log(
      `/api/user/info за всё время: p99 ${percentile(all, 99).toFixed(0)} ms, max ${Math.max(...all).toFixed(0)} ms (${all.length} запросов)`,
    );
    console.log(
      `память процесса (API и PGlite): в покое ${mb(before)}, наибольшая во время импорта ${mb(peak)} (+${mb(peak - before)})`,
    );
    // What a caller waited for: the statements that held PGlite while others queued, the longest run of each.
    for (const { statement, runs, ms, maxMs } of (await app.database.threadMemory?.())?.queue.holders ?? []) {
      console.log(
        `  держал базу: ${runs} раз, в среднем ${(ms / runs).toFixed(0)} ms, дольше всего ${maxMs.toFixed(0)} ms — ${statement}`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
