import os from 'node:os';
import type { ShopSettingsAnswer } from '@shop/shared/contract';
import { ensureBuilt } from '../../../server/build/build';
import { answeringProcesses, call, logIn } from '../shop-calls';
import { startShop } from '../shop-process';
import { percentile } from './crowd-metrics';
import { sleep } from './crowd-run';
import { ADMIN } from './crowd-settings';

/**
 * `npm run bench -- --settings`: how long an owner's change takes to reach the server HTML of every site
 * process. BENCH_SETTINGS_CHANGES (12) times, each with a phone nobody saw before: «Магазин» saved through
 * the admin API, then `/` and `/contacts/` asked on new connections (the cluster hands each to the next
 * process) until a run of answers as long as ROUNDS × the processes carries the new phone; the time to
 * the arrival of the first answer of that run. The pages are rendered first, so the change must get past warm page caches.
 */

const CHANGES = Number(process.env.BENCH_SETTINGS_CHANGES ?? 12);
/** How many times over each process must answer with the change before it counts as everywhere. */
const ROUNDS = 3;
const PAGES = ['/', '/contacts/'];
/** An answer later than this is a failure of the aim, not a slow figure. */
const GIVE_UP_MS = 30_000;
const AIM_MS = 2_000;

const phoneOf = (n: number) =>
  `+7 949 ${String(500 + n).padStart(3, '0')} ${String(n % 100).padStart(2, '0')} 77`;

/** Milliseconds from the save's answer to the arrival of the first of `needed` answers in a row that carry `phone`. */
async function timeToEverywhere(port: number, phone: string, saved: number, needed: number): Promise<number> {
  let streak = 0;
  let streakFrom = 0;
  for (let asked = 0; performance.now() - saved < GIVE_UP_MS; asked += 1) {
    const page = await call(port, PAGES[asked % PAGES.length]!);
    const cameAt = performance.now();
    if (page.status !== 200) throw new Error(`${PAGES[asked % PAGES.length]} ответила ${page.status}`);
    if (!page.body.includes(phone)) {
      streak = 0;
      continue;
    }
    if (streak === 0) streakFrom = cameAt;
    streak += 1;
    if (streak >= needed) return streakFrom - saved;
  }
  throw new Error(`телефон ${phone} не дошёл до всех процессов за ${GIVE_UP_MS} мс`);
}

export async function benchSettings(): Promise<void> {
  await ensureBuilt();
  const shop = await startShop({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const processes = os.availableParallelism();
    while ((await answeringProcesses(shop.port)).length < processes) await sleep(500);
    const headers = { authorization: `Bearer ${await logIn(shop.port, ADMIN.email, ADMIN.password)}` };
    const needed = ROUNDS * processes * PAGES.length;
    for (let warm = 0; warm < needed; warm += 1) await call(shop.port, PAGES[warm % PAGES.length]!);

    const times: number[] = [];
    for (let n = 1; n <= CHANGES; n += 1) {
      const settings = JSON.parse(
        (await call(shop.port, '/api/admin/settings/', { headers })).body,
      ) as ShopSettingsAnswer;
      const phone = phoneOf(n);
      const saved = await call(shop.port, '/api/admin/settings/shop/', {
        method: 'PUT',
        headers,
        body: { version: settings.shop.version, value: { ...settings.shop.value, phone } },
      });
      if (saved.status !== 200) throw new Error(`«Магазин» не сохранён: ${saved.status} ${saved.body}`);
      times.push(await timeToEverywhere(shop.port, phone, performance.now(), needed));
    }
    const ms = (value: number) => `${value.toFixed(0)} мс`;
    console.log(
      `\nИзменение настроек в HTML страниц ${PAGES.join(' и ')} каждого из ${processes} процессов сайта`,
    );
    console.log(
      `  ${CHANGES} изменений телефона: медиана ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, ` +
        `худшее ${ms(Math.max(...times))} (цель ≤ ${ms(AIM_MS)})`,
    );
  } finally {
    await shop.stop();
  }
}
