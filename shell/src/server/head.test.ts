import { item, siteContent } from '@shop/shared/testing';
import { PageReport, pageHead, seoPageOf } from './head';

const ORIGIN = 'https://seyf-shop.ru';
const GUN_SAFES = '/catalog/seyfy/dlya-oruzhiya';

/** The head a page gets after saying what it said while rendering at `path`. */
function headOf(
  path: string,
  say: (report: PageReport) => void = () => undefined,
  browserOnly = false,
  site = siteContent(),
) {
  const report = new PageReport();
  say(report);
  const html = pageHead(seoPageOf(report, path, browserOnly), ORIGIN, site);
  const document = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    html,
    title: document.title,
    description: attribute('meta[name="description"]', 'content'),
    robots: attribute('meta[name="robots"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    og: (property: string) => attribute(`meta[property="og:${property}"]`, 'content'),
    twitter: attribute('meta[name="twitter:card"]', 'content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

describe('the canonical address a page gets', () => {
  const listing = (query: string) =>
    headOf(GUN_SAFES, (report) =>
      report.describe({ kind: 'listing', name: 'Сейфы для оружия', path: GUN_SAFES, query, total: 252 }),
    );

  it.each([
    ['', GUN_SAFES],
    ['?sort=price_asc', GUN_SAFES],
    ['?price_to=30000&available=1', GUN_SAFES],
    ['?page=1', GUN_SAFES],
    ['?page=3', `${GUN_SAFES}?page=3`],
    ['?page=3&sort=price_asc', `${GUN_SAFES}?page=3`],
    ['?page=3&price_to=30000', GUN_SAFES],
    ['?page=2.5', GUN_SAFES],
  ])('a listing at «%s» points to %s', (query, canonical) => {
    const head = listing(query);
    expect(head.canonical).toBe(`${ORIGIN}${canonical}`);
    expect(head.og('url')).toBe(`${ORIGIN}${canonical}`);
  });

  it('titles page 2 and later with their number', () => {
    expect(listing('?page=3').title).toBe('Сейфы для оружия, страница 3 — МеталлСейф');
    expect(listing('?sort=name_desc').title).toBe('Сейфы для оружия — МеталлСейф');
  });

  it('points a product to its code alone, and an information page to its path without the slash', () => {
    const safe = headOf('/catalog/product', (report) =>
      report.describe({ kind: 'product', product: item('100005') }),
    );
    expect(safe.canonical).toBe(`${ORIGIN}/catalog/product?productCode=100005`);
    const info = headOf('/help/payment/', (report) => report.setTitle('Оплата'));
    expect(info.canonical).toBe(`${ORIGIN}/help/payment`);
    expect(info.title).toBe('Оплата — МеталлСейф');
  });
});

describe('the head of each kind of page', () => {
  it('names a product with its picture for previews and its offer and crumbs as JSON-LD', () => {
    const head = headOf('/catalog/product', (report) => {
      report.setTitle('Сейф 100005');
      report.describe({ kind: 'product', product: item('100005') });
    });
    expect(head.title).toBe('Сейф 100005 — МеталлСейф');
    expect(head.description).toMatch(
      /^Сейф 100005: 12 990 руб\. вместо 14 990 руб\., в наличии\. Код товара/,
    );
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toBe(`${ORIGIN}/api/catalog/images/safe-1-1.svg`);
    expect(head.twitter).toBe('summary_large_image');
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(head.jsonLd[0]?.offers).toMatchObject({ price: '12990', priceCurrency: 'RUB' });
  });

  it('keeps a name with «</script>» inside its JSON-LD element, and escapes it in the tags', () => {
    const name = 'Сейф </script><script>alert(1)</script> "А"';
    const head = headOf('/catalog/product', (report) =>
      report.describe({ kind: 'product', product: item('1', { name }) }),
    );
    expect(head.html).not.toContain('<script>alert');
    expect(head.html.match(/<\/script>/g)).toHaveLength(2); // the two JSON-LD elements' own ends
    expect(head.jsonLd[0]?.name).toBe(name);
    expect(head.title).toBe(`${name} — МеталлСейф`);
  });

  it('gives the home page the shop with its pickup points and the site search', () => {
    const head = headOf('/', (report) => report.describe({ kind: 'home' }));
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Store', 'WebSite']);
    expect(head.jsonLd[0]?.department).toHaveLength(siteContent().pickupPoints.length);
  });

  it('names the shop and its phone as the owner set them', () => {
    const site = siteContent();
    const head = headOf('/', (report) => report.describe({ kind: 'home' }), false, {
      ...site,
      shop: { ...site.shop, name: 'Сейф-Дом', slogan: 'Сейфы в Твери', phone: '+7 900 111 22 33' },
    });
    expect(head.title).toBe('Сейфы в Твери — интернет-магазин Сейф-Дом');
    expect(head.og('site_name')).toBe('Сейф-Дом');
    expect(head.jsonLd[0]).toMatchObject({ name: 'Сейф-Дом', telephone: '+7 900 111 22 33' });
  });

  it('keeps not-found and private pages out of the index, whatever they said', () => {
    const missing = headOf('/nope', (report) => {
      report.setTitle('Страница не найдена');
      report.markNotFound();
    });
    expect(missing.robots).toBe('noindex, follow');
    expect(missing.title).toBe('Страница не найдена — МеталлСейф');
    expect(missing.jsonLd).toEqual([]);
    expect(headOf('/basket', undefined, true).robots).toBe('noindex, nofollow');
  });

  it('gives a page whose code did not render on the server the site’s title and description', () => {
    const head = headOf('/help/payment');
    expect(head.title).toBe('Сейфы, металлическая мебель и системы хранения — интернет-магазин МеталлСейф');
    expect(head.description).toMatch(/^Сейфы, металлические шкафы/);
    expect(head.canonical).toBe(`${ORIGIN}/help/payment`);
  });
});
