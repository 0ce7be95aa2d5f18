import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShopSettingsAnswer } from '@shop/shared/contract';
import { importXml, offersXml, WHOLESALE, RETAIL, writeSample } from '../../../api/test/support/commerceml';
import { ownDatabase } from '../own-database';
import { call as callShop, logIn } from '../shop-calls';
import { freePort } from '../shop-process';
import { databaseThread, mb, startApi, statusBytes, stopApi } from './api-process';
import { median } from './load';

/**
 * `npm run bench -- --exchange`: a full exchange with 1С of `BENCH_EXCHANGE_ITEMS` (35 000) products — import.xml
 * and offers.xml sent in parts over HTTP as 1С does, then `mode=import` asked until `success` — against the API
 * started as a process of its own (as `npm start -w api` runs it: PGlite in a worker thread of that process, or
 * PostgreSQL when `DATABASE_URL` is set, on a database of its own the bench creates there and drops after). The
 * API process's resident memory is sampled every 100 ms from /proc (the database thread is inside it) and its
 * peak reported per step, with the kernel's own high-water mark (VmHWM) at the end and PGlite's memory from
 * /api/metrics. Then the latency of a listing and a search right after. Aim: under 2 minutes and 400 MB; the
 * figures are printed, not asserted.
 */
const ITEMS = Number(process.env.BENCH_EXCHANGE_ITEMS ?? 35_000);
const PART = 8 * 1024 * 1024;
const LOGIN = 'bench';
const PASSWORD = 'bench-exchange-password';
const ADMIN = { email: 'bench-exchange@shop.test', password: 'Bench-exchange-admin-pass-42' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wholesale price is the shop's, the retail one the old price: as the owner picks them in «Обмен с 1С». */
async function choosePriceTypes(port: number): Promise<void> {
  const headers = { authorization: `Bearer ${await logIn(port, ADMIN.email, ADMIN.password)}` };
  const settings = await callShop(port, '/api/admin/settings/', { headers });
  const { version } = (JSON.parse(settings.body) as ShopSettingsAnswer).exchange;
  const saved = await callShop(port, '/api/admin/settings/exchange/', {
    method: 'PUT',
    headers,
    body: { version, value: { priceType: WHOLESALE, oldPriceType: RETAIL } },
  });
  if (saved.status !== 200) throw new Error(`price types not saved: ${saved.status} ${saved.body}`);
}

export async function benchExchange(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-exchange-'));
  const files = {
    'import.xml': path.join(folder, 'import.xml'),
    'offers.xml': path.join(folder, 'offers.xml'),
  };
  writeSample(files['import.xml'], importXml({ from: 1, to: ITEMS }));
  writeSample(files['offers.xml'], offersXml({ from: 1, to: ITEMS }));
  const database = process.env.DATABASE_URL
    ? ownDatabase(`shop_bench_exchange_${process.pid}`, process.env.DATABASE_URL)
    : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api: ChildProcess | null = null;
  try {
    api = await startApi(port, {
      EXCHANGE_LOGIN: LOGIN,
      EXCHANGE_PASSWORD: PASSWORD,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      EXCHANGE_FILE_LIMIT: String(PART),
      EXCHANGE_DIR: path.join(folder, 'exchange'),
      PICTURES_DIR: path.join(folder, 'pictures'),
      DATA_DIR: path.join(folder, 'db'),
      DATABASE_URL: database?.url ?? '',
      SEED_ITEMS: '1000',
      CATALOG_READS_PER_MINUTE: '0',
      CATALOG_SEARCHES_PER_MINUTE: '0',
    });
    await choosePriceTypes(port);
    const pid = api.pid!;
    /** The highest resident memory seen since the last `take()`. */
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, statusBytes(pid, 'VmRSS'))), 100);
    const take = () => {
      const seen = Math.max(peak, statusBytes(pid, 'VmRSS'));
      peak = 0;
      return seen;
    };
    const call = async (query: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}/api/1c/exchange?${query}`, init);
      return new TextDecoder('windows-1251').decode(await response.arrayBuffer());
    };
    const before = take();
    const started = Date.now();
    const auth = await call('type=catalog&mode=checkauth', {
      headers: { authorization: `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}` },
    });
    const [, name, value] = auth.split('\n');
    const headers = { cookie: `${name}=${value}` };
    await call('type=catalog&mode=init', { headers });
    for (const [file, local] of Object.entries(files)) {
      const fd = fs.openSync(local, 'r');
      const buffer = Buffer.alloc(PART);
      for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
        const answer = await call(`type=catalog&mode=file&filename=${file}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          body: buffer.subarray(0, read),
        });
        if (answer !== 'success') throw new Error(`${file}: ${answer}`);
      }
      fs.closeSync(fd);
    }
    const sent = Date.now();
    const steps = [`files sent ${((sent - started) / 1000).toFixed(1)} s, peak ${mb(take())}`];
    for (const file of Object.keys(files)) {
      const stepStarted = Date.now();
      let answer = 'progress';
      while (answer === 'progress') {
        await sleep(250);
        answer = await call(`type=catalog&mode=import&filename=${file}`, { headers });
      }
      if (answer !== 'success') throw new Error(`${file}: ${answer}`);
      steps.push(`${file} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s, peak ${mb(take())}`);
    }
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const timed = async (url: string) => {
      const times: number[] = [];
      for (let n = 0; n < 21; n += 1) {
        const at = performance.now();
        const response = await fetch(`${base}${url}${url.includes('?') ? '&' : '?'}n=${n}`);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
        times.push(performance.now() - at);
      }
      return `first ${Math.round(times[0]!)} ms, median ${Math.round(median(times.slice(1)))} ms`;
    };
    console.log(
      `\nFull exchange with 1С, ${ITEMS} products, ${database ? 'PostgreSQL' : 'PGlite'}, the API in its own process:`,
    );
    console.log(`  total ${seconds.toFixed(1)} s (aim: under 2 min)`);
    for (const step of steps) console.log(`  ${step}`);
    console.log(
      `  API process's resident memory: ${mb(before)} before, high-water mark ${mb(statusBytes(pid, 'VmHWM'))} (aim: under 400 MB)`,
    );
    const thread = await databaseThread(base);
    if (thread) console.log(`  PGlite's thread now (inside that process): ${thread}`);
    console.log(
      `  listing right after: ${await timed('/api/catalog/iz-1s/seyfy-1s/oruzheynye-shkafy-1s/?limit=20')}`,
    );
    console.log(
      `  search right after:  ${await timed(`/api/catalog/search/?query=${encodeURIComponent('Обмен-12345')}&type=products`)}`,
    );
  } finally {
    if (api) await stopApi(api);
    database?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
