import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ItemPicturesResponse, ProductPicture } from '@shop/shared/contract';
import { ENDPOINTS } from '@shop/shared/domain';
import sharp from 'sharp';
import type { Item, Product } from './helpers';
import {
  adminToken,
  type Buyer,
  catalogueItems,
  newBuyer,
  order,
  send,
  withShopServer,
} from './shop-helpers';

const picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pictures-'));
afterAll(() => fs.rmSync(picturesDir, { recursive: true, force: true }));
const shop = withShopServer(() => ({ PICTURES_DIR: picturesDir }));
const server = () => shop.server();

let admin: string;
let buyer: Buyer;
let code: string;
let other: string;
beforeAll(async () => {
  admin = await adminToken(server());
  buyer = await newBuyer(server());
  const { priced } = await catalogueItems(server());
  code = priced[0]!.itemCode;
  other = priced[1]!.itemCode;
});

// Real pictures, made here: a 1600 × 1200 photograph-like JPEG (noise, so it does not compress to nothing)
// and an 800 × 600 PNG with transparency.
const noise = (width: number, height: number, channels: 3 | 4) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
const jpeg = () => noise(1600, 1200, 3).jpeg({ quality: 85 }).toBuffer();
const png = () =>
  sharp({
    create: { width: 800, height: 600, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

/** A real 1 × 1 PNG whose header then claims 20 000 × 20 000 (1.6 GB decoded) with a correct checksum. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const upload = (
  itemCode: string,
  body: Buffer | string,
  token?: string,
  headers: Record<string, string> = {},
) =>
  server().request<ItemPicturesResponse & { message: string }>(`/api${ENDPOINTS.itemPictures(itemCode)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body,
  });
const call = (method: string, pathname: string, body?: unknown) =>
  server().request<ItemPicturesResponse & { message: string }>(`/api${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Every file in the picture folder. */
const storedFiles = (): string[] =>
  fs.existsSync(picturesDir)
    ? fs
        .readdirSync(picturesDir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(webp|jpg)$/.test(f))
    : [];

/** Each file of a srcset (`url 1x, url 2x`) fetched, with sharp's reading of it. */
async function filesOf(srcset: string) {
  return Promise.all(
    srcset.split(', ').map(async (entry) => {
      const [url, density] = entry.split(' ');
      const answer = await fetch(server().url + url!);
      const bytes = Buffer.from(await answer.arrayBuffer());
      return { answer, density, meta: await sharp(bytes).metadata() };
    }),
  );
}

describe('uploading product pictures', () => {
  let uploaded: ProductPicture[];

  test('a JPEG and a PNG become every size the pages use, as WebP and JPEG, served for good', async () => {
    const first = await upload(code, await jpeg(), admin);
    expect(first.status).toBe(201);
    const second = await upload(code, await png(), admin);
    expect(second.status).toBe(201);
    uploaded = second.data.pictures;
    expect(uploaded.map((p) => p.main)).toEqual([true, false]);

    // Fitted inside each square box (220, 480, 72 CSS px) at 1× and 2×, never enlarged.
    const expected = {
      card: [
        [220, 165],
        [440, 330],
      ],
      page: [
        [480, 360],
        [960, 720],
      ],
      thumb: [
        [72, 54],
        [144, 108],
      ],
    } as const;
    const [photo, drawing] = uploaded as [ProductPicture, ProductPicture];
    for (const view of ['card', 'page', 'thumb'] as const) {
      expect(photo[view].sources.map((s) => s.type)).toEqual(['image/webp', 'image/jpeg']);
      for (const source of photo[view].sources) {
        const files = await filesOf(source.srcset);
        expect(files.map((f) => f.density)).toEqual(['1x', '2x']);
        for (const [i, file] of files.entries()) {
          expect(file.answer.status).toBe(200);
          expect(file.answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          expect(file.answer.headers.get('content-type')).toBe(source.type);
          expect(file.meta.format).toBe(source.type === 'image/webp' ? 'webp' : 'jpeg');
          expect([file.meta.width, file.meta.height]).toEqual(expected[view][i]);
        }
      }
    }
    // The 800 × 600 PNG is not blown up to 960 for the page at 2×; its JPEG has no transparency left.
    const [pagePng1x, pagePng2x] = await filesOf(drawing.page.sources[1]!.srcset);
    expect([pagePng1x!.meta.width, pagePng2x!.meta.width]).toEqual([480, 800]);
    expect(pagePng2x!.meta.hasAlpha).toBe(false);
    expect((await filesOf(drawing.card.sources[0]!.srcset))[0]!.meta.hasAlpha).toBe(true);
  });

  test('the public item, the listing card and the feed show the main picture', async () => {
    const item = await server().getJson<Item>(`/api${ENDPOINTS.item(code)}`);
    expect(item.pictures?.map((p) => p.id)).toEqual(uploaded.map((p) => p.id));
    expect(item.picture?.id).toBe(uploaded[0]!.id);
    expect(item.image).toBe(uploaded[0]!.card.src);
    expect(item.images).toEqual(uploaded.map((p) => p.page.src));
    const { items } = await server().getJson<{ items: Product[] }>(`/api${ENDPOINTS.items([code, other])}`);
    expect(items.find((p) => p.itemCode === code)?.picture?.card).toEqual(uploaded[0]!.card);
    // A product without an upload keeps its drawing.
    const plain = items.find((p) => p.itemCode === other)!;
    expect(plain.picture).toBeUndefined();
    expect(plain.image).toMatch(/\/api\/catalog\/images\/.+\.svg$/);
    const feed = zlib
      .gunzipSync(Buffer.from(await (await fetch(`${server().url}/yml.xml.gz`)).arrayBuffer()))
      .toString();
    const offer = new RegExp(`<offer id="${code}"[\\s\\S]*?</offer>`).exec(feed)?.[0] ?? '';
    const pictures = [...offer.matchAll(/<picture>([^<]+)<\/picture>/g)].map((m) => m[1]!);
    expect(pictures).toHaveLength(2);
    // An order's line keeps the picture the buyer saw.
    const placed = await send(server(), 'POST', '/api/user/sendOrder', {
      body: order([{ itemCode: code, count: 1 }]),
      token: buyer.accessToken,
    });
    expect(placed.status).toBe(201);
    const orders = await send<{ orders: { items: { itemCode: string; image: string }[] }[] }>(
      server(),
      'GET',
      '/api/user/orders',
      { token: buyer.accessToken },
    );
    expect(orders.data.orders[0]?.items.map((line) => line.image)).toEqual([uploaded[0]!.card.src]);
    const largest = await sharp(Buffer.from(await (await fetch(pictures[0]!)).arrayBuffer())).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(['jpeg', 960, 720]);
  });

  test('the main one is chosen, the order changed and a picture deleted with its files', async () => {
    const [photo, drawing] = uploaded as [ProductPicture, ProductPicture];
    const main = await call('POST', ENDPOINTS.itemPictureMain(code, drawing.id));
    expect(main.status).toBe(200);
    expect(main.data.pictures.map((p) => [p.id, p.main])).toEqual([
      [drawing.id, true],
      [photo.id, false],
    ]);
    expect((await server().getJson<Item>(`/api${ENDPOINTS.item(code)}`)).image).toBe(drawing.card.src);

    expect((await call('PUT', ENDPOINTS.itemPicturesOrder(code), { ids: [drawing.id] })).status).toBe(409);
    const twice = await call('PUT', ENDPOINTS.itemPicturesOrder(code), { ids: [photo.id, photo.id] });
    expect([twice.status, twice.data.message]).toEqual([
      400,
      'Поле «Порядок»: каждая фотография указывается один раз',
    ]);
    expect(
      (await call('PUT', ENDPOINTS.itemPicturesOrder(code), { ids: [drawing.id, photo.id] })).status,
    ).toBe(200);

    const gone = await call('DELETE', ENDPOINTS.itemPicture(code, drawing.id));
    expect(gone.status).toBe(200);
    // The remaining one becomes the main picture; the deleted one's files are no longer served.
    expect(gone.data.pictures.map((p) => [p.id, p.main])).toEqual([[photo.id, true]]);
    expect((await fetch(server().url + drawing.card.src)).status).toBe(404);
    expect((await fetch(server().url + photo.card.src)).status).toBe(200);
    expect((await call('DELETE', ENDPOINTS.itemPicture(code, drawing.id))).status).toBe(404);
  });

  test('the same photograph twice on one product is refused', async () => {
    const photo = await noise(300, 300, 3).jpeg().toBuffer();
    expect((await upload(code, photo, admin)).status).toBe(201);
    const twice = await upload(code, photo, admin);
    expect([twice.status, twice.data.message]).toEqual([409, 'Эта фотография у товара уже есть']);
    expect((await call('GET', ENDPOINTS.itemPictures(code))).data.pictures).toHaveLength(2);
  });
});

describe('what is refused, with nothing stored', () => {
  const refusals: [string, () => Promise<Buffer | string>, number, string | RegExp][] = [
    [
      'a text file named .jpg',
      async () => 'Это не фотография, а текст, переименованный в photo.jpg',
      400,
      'Это не фотография: принимаются файлы JPEG, PNG и WebP',
    ],
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      400,
      'Это не фотография: принимаются файлы JPEG, PNG и WebP',
    ],
    [
      'a 20 000 × 20 000 PNG (a decompression bomb)',
      () => pngClaiming(20_000, 20_000),
      400,
      'Слишком большое изображение: 20 000 × 20 000 пикселей, допустимо не более 40 мегапикселей',
    ],
    [
      'a truncated JPEG',
      async () => (await jpeg()).subarray(0, 60_000),
      400,
      'Файл повреждён или не дописан до конца: загрузите его заново',
    ],
    ['an empty file', async () => Buffer.alloc(0), 400, /Файл пуст|Пришлите файл/],
    [
      'a file over 10 MB',
      async () => 'x'.repeat(10 * 1024 * 1024 + 1),
      413,
      'Файл больше 10 МБ: уменьшите фотографию',
    ],
  ];
  test.each(refusals)('%s', async (_name, make, status, message) => {
    const before = storedFiles();
    const listed = (await call('GET', ENDPOINTS.itemPictures(other))).data.pictures;
    const answer = await upload(other, await make(), admin, { 'content-type': 'image/jpeg' });
    expect(answer.status).toBe(status);
    expect(answer.data.message).toMatch(message);
    expect(storedFiles()).toEqual(before);
    expect((await call('GET', ENDPOINTS.itemPictures(other))).data.pictures).toEqual(listed);
  });

  test('a body that is not a file is refused in Russian', async () => {
    const answer = await upload(other, await jpeg(), admin, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect([answer.status, answer.data.message]).toEqual([
      415,
      'Пришлите файл фотографии (application/octet-stream)',
    ]);
  });

  test('a guest, a buyer and another site cannot upload, reorder or delete', async () => {
    const before = storedFiles();
    const photo = await jpeg();
    const guest = await upload(other, photo);
    expect([guest.status, guest.data.message]).toEqual([401, 'Требуется вход в систему']);
    const asBuyer = await upload(other, photo, buyer.accessToken);
    expect([asBuyer.status, asBuyer.data.message]).toEqual([
      403,
      'Недостаточно прав: нужна роль администратора',
    ]);
    // The admin's own token, in a request another site's page started.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const crossSite = await upload(other, photo, admin, headers);
      expect(crossSite.status).toBe(403);
      expect(crossSite.data.message).toMatch(/с другого сайта/);
    }
    const { pictures } = (await call('GET', ENDPOINTS.itemPictures(code))).data;
    for (const [method, pathname] of [
      ['DELETE', ENDPOINTS.itemPicture(code, pictures[0]!.id)],
      ['POST', ENDPOINTS.itemPictureMain(code, pictures[0]!.id)],
      ['GET', ENDPOINTS.itemPictures(code)],
    ] as const) {
      const answer = await server().request(`/api${pathname}`, {
        method,
        headers: { authorization: `Bearer ${buyer.accessToken}` },
      });
      expect(answer.status).toBe(403);
    }
    expect(storedFiles()).toEqual(before);
    expect((await call('GET', ENDPOINTS.itemPictures(code))).data.pictures).toEqual(pictures);
  });

  test('an unknown product, a foreign picture and a made-up file name', async () => {
    const unknown = await upload('НЕТ-ТАКОГО-1', await png(), admin);
    expect([unknown.status, unknown.data.message]).toEqual([404, 'Товар с кодом «НЕТ-ТАКОГО-1» не найден']);
    const { pictures } = (await call('GET', ENDPOINTS.itemPictures(code))).data;
    // A picture of one product cannot be deleted through another product's address.
    expect((await call('DELETE', ENDPOINTS.itemPicture(other, pictures[0]!.id))).status).toBe(404);
    for (const file of ['../../etc/passwd', `${'a'.repeat(64)}.jpg`, 'x.svg']) {
      expect((await fetch(`${server().url}/api/pictures/${encodeURIComponent(file)}`)).status).toBe(404);
    }
  });
});
