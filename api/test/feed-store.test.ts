import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FeedStore, type FeedWriter } from '../src/modules/catalogue/feeds/feedStore';
import { vendorOf } from '../src/modules/catalogue/feeds/yml';

// The feed's file cache and its readings, in process: no server, no database.

const ORIGIN = 'https://seyf-shop.ru';
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-feed-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => gunzipSync(readFileSync(file)).toString('utf8');
const files = () => readdirSync(dir).sort();

/** A writer that writes «{origin} {label}» in pieces, after `gate` opens; `calls` counts the builds. */
function writer(label: () => string, gate: Promise<unknown> = Promise.resolve()) {
  const calls: string[] = [];
  const write: FeedWriter = async (origin, _date, out) => {
    calls.push(origin);
    await gate;
    await out(`${origin} `);
    await out(label());
  };
  return { calls, write };
}

describe('the feed files', () => {
  it('builds a version once for requests that come together, and reuses the file afterwards', async () => {
    const { calls, write } = writer(() => 'v1');
    const store = new FeedStore(dir, write, 1_000);
    const [a, b] = await Promise.all([store.get('1', ORIGIN), store.get('1', ORIGIN)]);
    expect(a.path).toBe(b.path);
    expect(read(a.path)).toBe(`${ORIGIN} v1`);
    expect((await store.get('1', ORIGIN)).path).toBe(a.path);
    // Another process (or this one after a restart) finds the file too.
    const other = new FeedStore(dir, write, 1_000);
    expect((await other.get('1', ORIGIN)).path).toBe(a.path);
    expect(calls).toEqual([ORIGIN]);
  });

  it('builds one file per catalogue version and site address, and keeps the four newest', async () => {
    let version = 0;
    const { calls, write } = writer(() => `v${version}`);
    const store = new FeedStore(dir, write, 1_000);
    for (let next = 1; next <= 6; next++) {
      version = next;
      await store.get(String(version), ORIGIN);
    }
    const other = await store.get('6', 'http://localhost:3000');
    expect(read(other.path)).toBe('http://localhost:3000 v6');
    expect(calls).toHaveLength(7);
    expect(files()).toHaveLength(4);
  });

  it('answers the previous feed while a new version takes longer than the wait, then the new one', async () => {
    let release: (value?: unknown) => void = () => undefined;
    let label = 'old';
    const gates = [Promise.resolve(), new Promise((resolve) => (release = resolve))];
    const store = new FeedStore(
      dir,
      async (origin, date, out) => writer(() => label, gates.shift()).write(origin, date, out),
      50,
    );
    const old = await store.get('1', ORIGIN);
    label = 'new';
    const during = await store.get('2', ORIGIN);
    expect(during.path).toBe(old.path);
    expect(read(during.path)).toBe(`${ORIGIN} old`);
    release();
    const fresh = store.get('2', ORIGIN);
    expect(read((await fresh).path)).toBe(`${ORIGIN} new`);
  });

  it('answers the previous feed when a build fails, leaves no partial file, and fails without one', async () => {
    let fail = false;
    const store = new FeedStore(
      dir,
      async (origin, date, out) => {
        await out('<yml_catalog>');
        if (fail) throw new Error('the database went away');
        await out('</yml_catalog>');
      },
      1_000,
    );
    const old = await store.get('1', ORIGIN);
    fail = true;
    expect((await store.get('2', ORIGIN)).path).toBe(old.path);
    expect(files()).toEqual([path.basename(old.path)]);
    await expect(store.get('2', 'http://other.example')).rejects.toThrow('the database went away');
    expect(files()).toEqual([path.basename(old.path)]);
  });
});

describe('the feeds’ readings', () => {
  it.each([
    ['Сейф взломостойкий 1 класса Кречет КР-1250T', 'Кречет'],
    ['Шкаф архивный Metall Zavod MZ-1020', 'Metall Zavod'],
    ['Картотека A4 Бюрократ БР-123', 'Бюрократ'],
    ['Стеллаж складской Промет ШАМ 1800×1000×500', 'Промет'],
    ['Шлагбаум Дорога БП-21 исп. 9', 'Дорога'],
    ['Шлагбаум БП-21', null],
    ['Сейф без серии', null],
  ])('reads the vendor of «%s» as %s', (name, vendor) => {
    expect(vendorOf(name)).toBe(vendor);
  });
});
