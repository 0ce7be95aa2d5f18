import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { productPath } from '@shop/shared/domain';
import { INFO_PAGE_PATHS } from '@shop/shared/seo';
import { type Category, type Product, serverForFile, TEST_ITEMS } from './helpers';
import { adminToken, SHOP_ENV, send } from './shop-helpers';
import { chooseOutOfStock, editSettings, setStock } from './support/owner';
import { type Raw, rawGet } from './support/raw';

/** A sitemap part of at most 100 addresses, so the 400-item catalogue needs several; a proxy on this machine. */
const PER_PART = 100;
const server = serverForFile({ ...SHOP_ENV, SITEMAP_URLS: String(PER_PART), TRUST_PROXY: '127.0.0.1' });

const support = (name: string) => path.join(__dirname, 'support', name);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-feeds-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** xmllint's verdict on `xml` against the schema `xsd` of test/support: '' when valid, else its complaint. */
async function schemaErrors(xml: string | Buffer, xsd: string): Promise<string> {
  const file = path.join(scratch, `${xsd}-${Date.now()}-${Math.random()}.xml`);
  writeFileSync(file, xml);
  try {
    await promisify(execFile)('xmllint', ['--noout', '--schema', support(xsd), file]);
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

/** A GET as a crawler sends it, with any Host and encoding, and the body's bytes as they came. */
const crawl = (pathname: string, headers: Record<string, string> = {}) =>
  rawGet(`${server().url}${pathname}`, headers);

const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => unescape(loc ?? ''));
const entries = (xml: string, element: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${element}>(.*?)</${element}>`, 'g'))].map(([, inner = '']) => ({
    loc: unescape(/<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1],
  }));

/** Every item of the test catalogue as the API answers it (codes from 100001). */
async function allItems(): Promise<Product[]> {
  const codes = Array.from({ length: TEST_ITEMS }, (_, i) => String(100_001 + i));
  const chunks = Array.from({ length: Math.ceil(codes.length / 100) }, (_, i) =>
    codes.slice(i * 100, i * 100 + 100),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      server().getJson<{ items: Product[] }>(`/api/catalog/items/?codes=${chunk.join(',')}`),
    ),
  );
  return answers.flatMap(({ items }) => items);
}

describe('robots.txt', () => {
  it('closes the basket, order, account, admin, compare and search pages and names the sitemap', async () => {
    const answer = await server().request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const closed of [
      '/basket',
      '/favorites',
      '/order',
      '/orders',
      '/personal',
      '/admin',
      '/catalog/compare',
    ]) {
      expect(lines).toContain(`Disallow: ${closed}`);
    }
    // Any query of the search results page: the path itself is closed.
    expect(lines).toContain('Disallow: /catalog/search');
    expect(lines.some((line) => /^Disallow: \/(catalog|help|services|company|contacts)?$/.test(line))).toBe(
      false,
    );
    expect(lines.at(-1)).toBe(`Sitemap: ${server().url}/sitemap.xml`);
  });

  it('names the address the visitor used behind a proxy it trusts (TRUST_PROXY)', async () => {
    const answer = await server().request('/robots.txt', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'seyf-shop.ru' },
    });
    expect(answer.body.trim().split('\n').at(-1)).toBe('Sitemap: https://seyf-shop.ru/sitemap.xml');
  });

  it.each([
    ['a Host with markup', { host: 'shop.ru"><script>alert(1)</script>' }],
    ['a Host with a path', { host: 'evil.ru/phish?' }],
    ['a forwarded host with markup', { 'x-forwarded-host': 'x"/><url>' }],
  ])('refuses %s rather than writing it into an address', async (_case, headers) => {
    for (const pathname of ['/robots.txt', '/sitemap.xml', '/yml.xml']) {
      const answer = await crawl(pathname, headers);
      expect(answer.status).toBe(400);
      const body = answer.body.toString();
      expect(JSON.parse(body)).toEqual({ message: 'Некорректный адрес сайта в заголовке Host' });
      expect(body).not.toContain('<script>');
    }
  });
});

describe('the sitemap', () => {
  let index: string;
  let parts: string[];
  beforeAll(async () => {
    const answer = await server().request('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    index = answer.body;
    parts = await Promise.all(
      locs(index).map(async (loc) => {
        const part = await server().request(new URL(loc).pathname);
        expect(part.status).toBe(200);
        return part.body;
      }),
    );
  });

  it('is an index valid against the sitemaps.org schema whose parts are valid and hold at most the limit', async () => {
    expect(await schemaErrors(index, 'siteindex.xsd')).toBe('');
    expect(parts.length).toBeGreaterThan(1);
    for (const [n, part] of parts.entries()) {
      expect(locs(index)[n]).toBe(`${server().url}/sitemap-${n + 1}.xml`);
      expect(await schemaErrors(part, 'sitemap.xsd')).toBe('');
      expect(entries(part, 'url').length).toBeLessThanOrEqual(PER_PART);
    }
    // Full parts but the last one.
    expect(parts.slice(0, -1).every((part) => entries(part, 'url').length === PER_PART)).toBe(true);
  });

  it('lists every information page, category, listing and product once, at absolute addresses', async () => {
    const all = parts.flatMap(locs);
    expect(new Set(all).size).toBe(all.length);
    const tree = await server().getJson<Category[]>('/api/catalog/');
    const sections = tree.flatMap((category) => [
      category.categoryLink,
      ...category.subcategories.flatMap((sub) => [
        sub.subcategoryLink,
        ...sub.subcategories.map(({ subcategoryLink }) => subcategoryLink),
      ]),
    ]);
    const products = Array.from({ length: TEST_ITEMS }, (_, i) => productPath(String(100_001 + i)));
    const expected = [...INFO_PAGE_PATHS, ...sections, ...products].map(
      (pathname) => server().url + pathname,
    );
    expect(all.sort()).toEqual(expected.sort());
  });

  it('dates catalogue pages and the parts by the catalogue, and leaves the information pages undated', () => {
    const urls = parts.flatMap((part) => entries(part, 'url'));
    const catalogue = urls.filter(({ loc }) => new URL(loc).pathname.startsWith('/catalog/'));
    const info = urls.filter(({ loc }) => !catalogue.some((entry) => entry.loc === loc));
    const dates = new Set([...catalogue, ...entries(index, 'sitemap')].map(({ lastmod }) => lastmod));
    expect(dates.size).toBe(1);
    const [lastmod] = [...dates];
    expect(Date.parse(lastmod ?? '')).toBeLessThanOrEqual(Date.now());
    expect(info.filter(({ loc }) => new URL(loc).pathname !== '/catalog')).toHaveLength(
      INFO_PAGE_PATHS.length - 1,
    );
    expect(info.every(({ lastmod: date }) => date === undefined)).toBe(true);
  });

  it.each([
    '/sitemap-0.xml',
    '/sitemap-6.xml',
    '/sitemap-01.xml',
    '/sitemap-1e3.xml',
    '/sitemap-9999999.xml',
    '/sitemap-1.xml.gz',
    '/sitemap-..%2F..%2Fetc.xml',
  ])('answers 404 with a Russian message for %s', async (pathname) => {
    const answer = await server().request(pathname);
    expect(answer.status).toBe(404);
    expect(answer.data).toEqual({ message: expect.stringMatching(/^Нет такой части карты сайта/) });
  });

  it('answers 304 to a crawler that has the current index', async () => {
    const first = await server().request('/sitemap.xml');
    const modified = first.headers.get('last-modified') ?? '';
    expect(Date.parse(modified)).toBeGreaterThan(0);
    const again = await server().request('/sitemap.xml', { headers: { 'if-modified-since': modified } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

interface Offer {
  id: string;
  available: string;
  /** Element → its values in order (a picture or a param may repeat). */
  fields: Record<string, string[]>;
  params: Record<string, string>;
}

/** The offers of a feed, read after xmllint has found it well formed and valid. */
function offersOf(xml: string): Map<string, Offer> {
  const offers = new Map<string, Offer>();
  for (const [, id = '', available = '', inner = ''] of xml.matchAll(
    /<offer id="([^"]*)" available="([^"]*)">(.*?)<\/offer>/g,
  )) {
    const fields: Record<string, string[]> = {};
    const params: Record<string, string> = {};
    for (const [, name = '', attribute, value = ''] of inner.matchAll(
      /<(\w+)(?: name="([^"]*)")?>([^<]*)<\/\1>/g,
    )) {
      if (name === 'param' && attribute !== undefined) params[unescape(attribute)] = unescape(value);
      else (fields[name] ??= []).push(unescape(value));
    }
    offers.set(id, { id, available, fields, params });
  }
  return offers;
}

describe('the Yandex Market feed', () => {
  let feed: Raw;
  let xml: string;
  beforeAll(async () => {
    feed = await crawl('/yml.xml', { 'accept-encoding': 'gzip' });
    xml = gunzipSync(feed.body).toString('utf8');
  });

  it('is gzip-compressed YML holding every required element', async () => {
    expect(feed.status).toBe(200);
    expect(feed.headers['content-encoding']).toBe('gzip');
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(xml, 'yml.xsd')).toBe('');
    const date = /<yml_catalog date="([^"]+)">/.exec(xml)?.[1] ?? '';
    expect(Math.abs(Date.now() - Date.parse(date))).toBeLessThan(10 * 60_000);
    // The shop's name as its settings have it; its legal name is its name while the requisites are unset.
    expect(xml).toContain('<name>МеталлСейф</name><company>МеталлСейф</company>');
    expect(xml).toContain(`<url>${server().url}/</url><phone>+7 949 123 45 67</phone>`);
    expect(xml).toContain('<currencies><currency id="RUR" rate="1"/></currencies>');
  });

  it('names every category and subcategory with its parent', async () => {
    const categories = [
      ...xml.matchAll(/<category id="(\d+)"(?: parentId="(\d+)")?>([^<]*)<\/category>/g),
    ].map(([, id, parent, name]) => ({ id, parent, name: unescape(name ?? '') }));
    const named = (name: string, parent?: string) =>
      categories.filter((category) => category.name === name && category.parent === parent);
    const tree = await server().getJson<Category[]>('/api/catalog/');
    for (const category of tree) {
      const [top] = named(category.categoryName);
      expect(top).toBeDefined();
      for (const sub of category.subcategories) {
        const [first] = named(sub.subcategoryName, top?.id);
        expect(first).toBeDefined();
        for (const second of sub.subcategories)
          expect(named(second.subcategoryName, first?.id)).toHaveLength(1);
      }
    }
  });

  it('offers exactly the items with a price, at their prices, with address, picture, vendor and characteristics', async () => {
    const items = await allItems();
    expect(items).toHaveLength(TEST_ITEMS);
    const offers = offersOf(xml);
    const priced = items.filter((item) => item.newPrice !== null);
    // An item without a price is left out: YML has no offer without one (docs/architecture/feeds-seo.md).
    expect(priced.length).toBeLessThan(items.length);
    expect([...offers.keys()].sort()).toEqual(priced.map(({ itemCode }) => itemCode).sort());
    const digits = (display: string | null) => (display === null ? null : display.replace(/\D/g, ''));
    for (const item of priced) {
      const offer = offers.get(item.itemCode);
      expect(offer?.available).toBe('true');
      expect(offer?.fields.url).toEqual([server().url + productPath(item.itemCode)]);
      expect(offer?.fields.price).toEqual([digits(item.newPrice)]);
      expect(offer?.fields.oldprice).toEqual(item.discount > 0 ? [digits(item.oldPrice)] : undefined);
      expect(offer?.fields.currencyId).toEqual(['RUR']);
      expect(offer?.fields.name).toEqual([item.name]);
      expect(offer?.fields.picture?.[0]).toBe(server().url + item.image);
      expect(offer?.params).toEqual(Object.fromEntries(item.props.map(({ key, value }) => [key, value])));
      expect(item.name).toContain(` ${offer?.fields.vendor?.[0]} `);
    }
    const picture = await server().request(
      new URL(offers.values().next().value?.fields.picture?.[0] ?? '').pathname,
    );
    expect(picture.status).toBe(200);
  });

  it('is the same feed uncompressed for a client that takes no gzip, and as a .gz file', async () => {
    const plain = await crawl('/yml.xml', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(xml);
    const file = await crawl('/yml.xml.gz', { 'accept-encoding': 'identity' });
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(gunzipSync(file.body).toString('utf8')).toBe(xml);
  });

  it('shows an admin’s price change in the next feed and sitemap', async () => {
    const before = offersOf(xml);
    const indexBefore = await server().request('/sitemap.xml');
    const [code, offer] = [...before].find(([, o]) => o.fields.oldprice === undefined) ?? [];
    const token = await adminToken(server());
    // Dates go to the second (Last-Modified, lastmod): the change comes in a later second than the reads above
    // (just past the next whole second).
    await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
    const changed = await send(server(), 'POST', `/api/admin/updatePrice/${code}/`, {
      body: { percentage: 10 },
      token,
    });
    expect(changed.status).toBe(200);
    const item = await server().getJson<Product>(`/api/catalog/item/${code}/`);
    const newPrice = item.newPrice?.replace(/\D/g, '');
    expect(newPrice).not.toBe(offer?.fields.price?.[0]);

    const next = await crawl('/yml.xml', { 'accept-encoding': 'gzip' });
    const nextXml = gunzipSync(next.body).toString('utf8');
    expect(offersOf(nextXml).get(code ?? '')?.fields.price).toEqual([newPrice]);
    expect(Date.parse(String(next.headers['last-modified']))).toBeGreaterThan(
      Date.parse(String(feed.headers['last-modified'])),
    );
    const dateOf = (feedXml: string) => Date.parse(/date="([^"]+)"/.exec(feedXml)?.[1] ?? '');
    expect(dateOf(nextXml)).toBeGreaterThan(dateOf(xml));

    const indexAfter = await server().request('/sitemap.xml', {
      headers: { 'if-modified-since': indexBefore.headers.get('last-modified') ?? '' },
    });
    expect(indexAfter.status).toBe(200);
    expect(entries(indexAfter.body, 'sitemap')[0]?.lastmod).not.toBe(
      entries(indexBefore.body, 'sitemap')[0]?.lastmod,
    );
  });
  it('is not rebuilt for every host name a stranger sends: at most four addresses per catalogue version', async () => {
    const statuses: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const answer = await crawl('/yml.xml', { host: `mirror${n}.example`, 'accept-encoding': 'gzip' });
      statuses.push(answer.status);
      if (answer.status === 200) {
        expect(gunzipSync(answer.body).toString('utf8')).toContain(`<url>http://mirror${n}.example/</url>`);
      } else {
        expect(answer.status).toBe(421);
        expect(JSON.parse(answer.body.toString())).toEqual({
          message: 'Лента товаров строится не более чем для 4 адресов сайта; запросите её по адресу магазина',
        });
      }
    }
    // The shop's own address has been asked already, so three strangers' names got a feed and the rest none.
    expect(statuses).toEqual([200, 200, 200, 421, 421, 421]);
    expect((await crawl('/yml.xml', { 'accept-encoding': 'gzip' })).status).toBe(200);
  });
});

describe('the feed and the owner’s settings', () => {
  const feedNow = async () =>
    gunzipSync((await crawl('/yml.xml', { 'accept-encoding': 'gzip' })).body).toString('utf8');
  let admin: string;
  let code: string;
  beforeAll(async () => {
    admin = await adminToken(server());
    [code] = [...offersOf(await feedNow()).keys()] as [string];
    await setStock(server(), admin, code, 0);
  });

  it('marks an item without stock «на заказ» (available="false") while the owner takes it to order', async () => {
    const offers = offersOf(await feedNow());
    expect(offers.get(code)?.available).toBe('false');
    expect([...offers.values()].filter((offer) => offer.available === 'false')).toHaveLength(1);
  });

  it('leaves it out once the owner chooses «Нет в наличии»', async () => {
    await chooseOutOfStock(server(), admin, 'not_available');
    const xml = await feedNow();
    expect(await schemaErrors(xml, 'yml.xsd')).toBe('');
    const offers = offersOf(xml);
    expect(offers.has(code)).toBe(false);
    expect([...offers.values()].every((offer) => offer.available === 'true')).toBe(true);
  });

  it('tells the shop’s name, phone and e-mail as the owner changed them, escaped', async () => {
    await editSettings(server(), admin, 'shop', (shop) => ({
      ...shop,
      name: 'Сейфы & Co <Юг>',
      phone: '+7 863 200 00 00',
      email: 'sales@seyfy-yug.ru',
    }));
    const xml = await feedNow();
    expect(await schemaErrors(xml, 'yml.xsd')).toBe('');
    expect(xml).toContain(
      '<name>Сейфы &amp; Co &lt;Юг&gt;</name><company>Сейфы &amp; Co &lt;Юг&gt;</company>' +
        `<url>${server().url}/</url><phone>+7 863 200 00 00</phone><email>sales@seyfy-yug.ru</email>`,
    );
    expect(xml).not.toContain('МеталлСейф');
  });
});
