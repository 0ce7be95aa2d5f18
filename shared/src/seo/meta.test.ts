import { product, siteContent } from './fixtures';
import { isOwnedBy, PATHS } from '../domain/routes';
import {
  canonicalPath,
  clipDescription,
  headHtml,
  headTags,
  INFO_PAGE_PATHS,
  jsonLdScripts,
  listingCanonical,
  pageMeta,
  ROBOTS_DISALLOWED_PATHS,
} from '.';

const ORIGIN = 'https://seyf-shop.ru';
const SHOP = siteContent().shop;
const GUN_SAFES = '/catalog/seyfy/dlya-oruzhiya';

describe('canonical addresses', () => {
  it('writes every path without its trailing slash, the home page as «/»', () => {
    expect(canonicalPath('/help/')).toBe('/help');
    expect(canonicalPath('/services/vskrytie-zamkov/')).toBe('/services/vskrytie-zamkov');
    expect(canonicalPath('/')).toBe('/');
  });

  it.each([
    ['', GUN_SAFES],
    ['page=1', GUN_SAFES],
    ['page=2', `${GUN_SAFES}?page=2`],
    ['page=7&limit=20', `${GUN_SAFES}?page=7`],
    ['sort=price_asc', GUN_SAFES],
    ['page=3&sort=name_desc', `${GUN_SAFES}?page=3`],
    ['price_to=30000', GUN_SAFES],
    [
      'page=2&f.%D0%A2%D0%B8%D0%BF+%D0%B7%D0%B0%D0%BC%D0%BA%D0%B0=%D0%9A%D0%BB%D1%8E%D1%87%D0%B5%D0%B2%D0%BE%D0%B9',
      GUN_SAFES,
    ],
    ['available=1', GUN_SAFES],
    ['page=abc', GUN_SAFES],
    ['page=-4', GUN_SAFES],
  ])('a listing at «?%s» points to %s', (query, expected) => {
    expect(listingCanonical(ORIGIN, `${GUN_SAFES}/`, query)).toBe(`${ORIGIN}${expected}`);
  });

  it('points a product page to its own address, whatever else its query holds', () => {
    const meta = pageMeta({ kind: 'product', product: product('100005') }, ORIGIN, SHOP);
    expect(meta.canonical).toBe(`${ORIGIN}/catalog/product?productCode=100005`);
  });
});

describe('page titles and descriptions', () => {
  it('names a product with its price, code, size and characteristics, and its first picture', () => {
    const item = product('100005', {
      name: 'Сейф Кречет КР-1250',
      images: ['/api/catalog/images/safe-1-1.svg', '/api/catalog/images/safe-1-2.svg'],
      weight: 42.5,
    });
    const meta = pageMeta({ kind: 'product', product: item }, ORIGIN, SHOP);
    expect(meta.title).toBe('Сейф Кречет КР-1250 — МеталлСейф');
    expect(meta.description).toBe(
      'Сейф Кречет КР-1250: 12 990 руб. вместо 14 990 руб., в наличии. Код товара 100005, ' +
        'размеры 500×400×350 мм, вес 42,5 кг. Класс: I',
    );
    expect(meta.image).toBe(`${ORIGIN}/api/catalog/images/safe-1-1.svg`);
    expect(meta).toMatchObject({ type: 'product', price: 12990 });
  });

  it('says a product without a price is not in stock and gives it no price tag', () => {
    const meta = pageMeta(
      { kind: 'product', product: product('100006', { newPrice: null, oldPrice: null, available: false }) },
      ORIGIN,
      SHOP,
    );
    expect(meta.description).toMatch(/^Сейф 100006: нет в наличии\. Код товара 100006,/);
    expect(meta.price).toBeUndefined();
    expect(headTags(meta).some((tag) => 'property' in tag && tag.property.startsWith('product:'))).toBe(
      false,
    );
  });

  it('numbers the pages of a listing from the second and counts its items', () => {
    const page = (query: string) =>
      pageMeta(
        { kind: 'listing', name: 'Оружейные сейфы', path: GUN_SAFES, query, total: 252 },
        ORIGIN,
        SHOP,
      );
    expect(page('').title).toBe('Оружейные сейфы — МеталлСейф');
    expect(page('page=3').title).toBe('Оружейные сейфы, страница 3 — МеталлСейф');
    expect(page('').description).toBe(
      'Оружейные сейфы — купить в интернет-магазине МеталлСейф: 252 товара с ценами и характеристиками. ' +
        'Доставка и самовывоз.',
    );
  });

  it('keeps search results and private pages out of the index, and the home page in it', () => {
    expect(pageMeta({ kind: 'search', query: 'сейф' }, ORIGIN, SHOP)).toMatchObject({
      title: 'Поиск: сейф — МеталлСейф',
      robots: 'noindex, follow',
    });
    expect(pageMeta({ kind: 'private', path: PATHS.basket, title: 'Корзина' }, ORIGIN, SHOP).robots).toBe(
      'noindex, nofollow',
    );
    expect(pageMeta({ kind: 'notFound', path: '/nowhere' }, ORIGIN, SHOP).robots).toBe('noindex, follow');
    const home = pageMeta({ kind: 'home' }, ORIGIN, SHOP);
    expect(home.robots).toBeUndefined();
    expect(home.canonical).toBe(`${ORIGIN}/`);
  });

  it('gives an information page its own description or one made of its heading', () => {
    const own = pageMeta(
      { kind: 'info', path: '/help/payment/', title: 'Оплата', description: 'Семь способов.' },
      ORIGIN,
      SHOP,
    );
    expect(own).toMatchObject({
      title: 'Оплата — МеталлСейф',
      description: 'Семь способов.',
      canonical: `${ORIGIN}/help/payment`,
    });
    const made = pageMeta({ kind: 'info', path: PATHS.contacts, title: 'Контакты' }, ORIGIN, SHOP);
    expect(made.description).toMatch(/^Контакты\. Сейфы, металлические шкафы/);
  });

  it('cuts a long description at a word, with an ellipsis, within 200 characters', () => {
    const long = `${'Очень длинное описание сейфа '.repeat(12)}конец`;
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(200);
    expect(clipped.endsWith('…')).toBe(true);
    const kept = clipped.slice(0, -1);
    // Whole words only: the text goes on with a space after what is kept.
    expect(long.startsWith(`${kept} `)).toBe(true);
    expect(kept.length).toBeGreaterThan(150);
    expect(clipDescription('  Коротко,\n  ясно ')).toBe('Коротко, ясно');
  });
});

describe('head tags', () => {
  const meta = pageMeta(
    { kind: 'product', product: product('100005', { name: 'Сейф "Форт" <ФТ-1>' }) },
    ORIGIN,
    SHOP,
  );

  it('gives previews the Open Graph and Twitter tags, a large card with the picture', () => {
    const tags = headTags(meta);
    const content = (key: string) =>
      tags.find((tag) => tag.tag === 'meta' && ('property' in tag ? tag.property : tag.name) === key);
    expect(content('og:type')).toMatchObject({ content: 'product' });
    expect(content('og:image')).toMatchObject({ content: `${ORIGIN}/api/catalog/images/safe-1-1.svg` });
    expect(content('og:url')).toMatchObject({ content: meta.canonical });
    expect(content('og:locale')).toMatchObject({ content: 'ru_RU' });
    expect(content('product:price:amount')).toMatchObject({ content: '12990' });
    expect(content('product:price:currency')).toMatchObject({ content: 'RUB' });
    expect(content('twitter:card')).toMatchObject({ content: 'summary_large_image' });
    expect(content('twitter:image')).toMatchObject({ content: meta.image });
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: meta.canonical });
  });

  it('writes a small card for a page without a picture', () => {
    const tags = headTags(pageMeta({ kind: 'catalog' }, ORIGIN, SHOP));
    expect(tags).toContainEqual({ tag: 'meta', name: 'twitter:card', content: 'summary' });
    expect(tags.some((tag) => tag.tag === 'meta' && 'property' in tag && tag.property === 'og:image')).toBe(
      false,
    );
  });

  it('escapes names in the HTML of the head', () => {
    const html = headHtml(meta);
    expect(html.startsWith('<title>Сейф &quot;Форт&quot; &lt;ФТ-1&gt; — МеталлСейф</title>')).toBe(true);
    expect(html).not.toContain('<ФТ-1>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/catalog/product?productCode=100005">`);
  });

  it('writes JSON-LD that a name cannot break out of', () => {
    const html = jsonLdScripts([{ name: '</script><script>alert(1)</script>' }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('what crawlers are given', () => {
  it('lists every information page once, in its canonical form', () => {
    expect(new Set(INFO_PAGE_PATHS).size).toBe(INFO_PAGE_PATHS.length);
    expect(INFO_PAGE_PATHS).toContain('/services/vskrytie-zamkov');
    expect(INFO_PAGE_PATHS).toContain(PATHS.privacyPolicy);
    expect(INFO_PAGE_PATHS.every((path) => path === canonicalPath(path))).toBe(true);
    expect(INFO_PAGE_PATHS.some((path) => ROBOTS_DISALLOWED_PATHS.includes(path))).toBe(false);
    // Pages of the public remotes only: the catalogue's home and index, and mf-info's pages.
    expect(INFO_PAGE_PATHS.every((path) => isOwnedBy('mf-info', path) || isOwnedBy('mf-catalog', path))).toBe(
      true,
    );
  });

  it.each(['/basket', '/order', '/orders', '/personal', '/admin', '/catalog/compare', '/catalog/search'])(
    'closes %s',
    (path) => expect(ROBOTS_DISALLOWED_PATHS).toContain(path),
  );
});
