import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@shop/api';
import { ENDPOINTS } from '@shop/shared/domain';

/**
 * `npm run bench -- --import`: the catalogue import of issue 28 §4 on a catalogue of `SEED_ITEMS` (15 000): the
 * whole catalogue exported as CSV, every price changed by a rouble, the file previewed (the dry run) and applied
 * as a full import, then previewed again (nothing left to change). Time of each step and the process's resident
 * memory (the API and PGlite's thread are one process here): before, and the highest seen during the import,
 * sampled every 50 ms. Prints figures only.
 */
const ITEMS = Number(process.env.SEED_ITEMS ?? 15_000);
const ADMIN = { email: 'bench-import@shop.test', password: 'Bench-import-admin-pass-42' };
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
    const file = Buffer.from(pricesUp(exported.body));

    let peak = 0;
    const before = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const step = async (name: string, run: () => Promise<{ body: string }>) => {
      const started = Date.now();
      const answer = await run();
      const took = Date.now() - started;
      const { report } = JSON.parse(answer.body) as { report: Record<string, number> };
      const { problems: _problems, ...figures } = report;
      console.log(`${name.padEnd(28)} ${seconds(took).padStart(8)}  ${JSON.stringify(figures)}`);
      return JSON.parse(answer.body) as { token: string };
    };
    const preview = () =>
      app.inject({
        method: 'POST',
        url: `/api${ENDPOINTS.adminImportPreview('full=true')}`,
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        payload: file,
      });
    console.log(`Импорт каталога: ${ITEMS} товаров, файл CSV ${mb(file.length)}, все цены +1 ₽`);
    const first = await step('предпросмотр (без записи)', preview);
    await step('применение', () =>
      app.inject({
        method: 'POST',
        url: `/api${ENDPOINTS.adminImportApply}`,
        headers: auth,
        payload: { token: first.token },
      }),
    );
    await step('тот же файл снова: предпросмотр', preview);
    clearInterval(sampler);
    console.log(`память процесса (API и PGlite): до ${mb(before)}, наибольшая во время импорта ${mb(peak)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
