import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@shop/api';
import { importXml, offersXml, WHOLESALE, RETAIL, writeSample } from '../../../api/test/support/commerceml';
import { freePort } from '../shop-process';
import { median } from './load';

/**
 * `npm run bench -- --exchange`: a full exchange with 1С of `BENCH_EXCHANGE_ITEMS` (35 000) products — import.xml
 * and offers.xml sent in parts over HTTP as 1С does, then `mode=import` asked until `success` — on PGlite, or on
 * PostgreSQL when `DATABASE_URL` is set; the API runs in this process, so its peak resident memory (sampled every
 * 100 ms) is the API's and the database's (PGlite). Then the latency of a listing and a search right after.
 * Aim: under 2 minutes and 400 MB; the figures are printed, not asserted.
 */
const ITEMS = Number(process.env.BENCH_EXCHANGE_ITEMS ?? 35_000);
const PART = 8 * 1024 * 1024;
const LOGIN = 'bench';
const PASSWORD = 'bench-exchange-password';

export async function benchExchange(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-exchange-'));
  Object.assign(process.env, {
    EXCHANGE_LOGIN: LOGIN,
    EXCHANGE_PASSWORD: PASSWORD,
    EXCHANGE_PRICE_TYPE: WHOLESALE,
    EXCHANGE_OLD_PRICE_TYPE: RETAIL,
    EXCHANGE_FILE_LIMIT: String(PART),
    EXCHANGE_DIR: path.join(folder, 'exchange'),
    CATALOG_READS_PER_MINUTE: '0',
    CATALOG_SEARCHES_PER_MINUTE: '0',
  });
  const files = {
    'import.xml': path.join(folder, 'import.xml'),
    'offers.xml': path.join(folder, 'offers.xml'),
  };
  writeSample(files['import.xml'], importXml({ from: 1, to: ITEMS }));
  writeSample(files['offers.xml'], offersXml({ from: 1, to: ITEMS }));
  const app = await buildApp({ dataDir: path.join(folder, 'db'), seedItems: 1_000 });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    const before = process.memoryUsage().rss;
    const call = async (query: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}/api/1c/exchange?${query}`, init);
      return new TextDecoder('windows-1251').decode(await response.arrayBuffer());
    };
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
    const steps: string[] = [];
    for (const file of Object.keys(files)) {
      const stepStarted = Date.now();
      let answer = 'progress';
      while (answer === 'progress') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await call(`type=catalog&mode=import&filename=${file}`, { headers });
      }
      if (answer !== 'success') throw new Error(`${file}: ${answer}`);
      steps.push(`${file} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
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
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(
      `\nFull exchange with 1С, ${ITEMS} products, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
    );
    console.log(
      `  total ${seconds.toFixed(1)} s (files sent in ${((sent - started) / 1000).toFixed(1)} s; ${steps.join(', ')})`,
    );
    console.log(`  resident memory: before ${mb(before)}, peak ${mb(peak)} (aim: under 2 min and 400 MB)`);
    console.log(
      `  listing right after: ${await timed('/api/catalog/iz-1s/seyfy-1s/oruzheynye-shkafy-1s/?limit=20')}`,
    );
    console.log(
      `  search right after:  ${await timed(`/api/catalog/search/?query=${encodeURIComponent('Обмен-12345')}&type=products`)}`,
    );
  } finally {
    clearInterval(sampler);
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
