import { canonicalPath, headTags } from './head';

const at = (path: string) => new URL(path, 'https://seyf-shop.ru');

describe('canonicalPath', () => {
  it.each([
    ['/catalog/seyfy/dlya-oruzhiya?sort=price_asc&lock=Электронный', '/catalog/seyfy/dlya-oruzhiya'],
    ['/catalog/seyfy/dlya-oruzhiya?page=1&sort=price_asc', '/catalog/seyfy/dlya-oruzhiya'],
    ['/catalog/seyfy/dlya-oruzhiya?page=3&sort=price_asc', '/catalog/seyfy/dlya-oruzhiya?page=3'],
    ['/catalog/seyfy/dlya-oruzhiya?page=2.5', '/catalog/seyfy/dlya-oruzhiya'],
    ['/catalog/product?productCode=100005&utm_source=mail', '/catalog/product?productCode=100005'],
    [
      '/catalog/search?query=%D1%81%D0%B5%D0%B9%D1%84&page=2',
      '/catalog/search?query=%D1%81%D0%B5%D0%B9%D1%84',
    ],
    ['/help/payment/', '/help/payment'],
    ['/', '/'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(at(path))).toBe(canonical);
  });
});

describe('headTags', () => {
  it('names a product with its picture for previews, every value escaped', () => {
    const head = headTags({
      url: at('/catalog/product?productCode=1'),
      origin: 'https://seyf-shop.ru',
      title: 'Сейф "А" <Б> — МеталлСейф',
      meta: { description: 'Цена & наличие', image: '/api/catalog/images/a.svg', type: 'product' },
      notFound: false,
    });
    expect(head).toContain('<title>Сейф &quot;А&quot; &lt;Б&gt; — МеталлСейф</title>');
    expect(head).toContain('<meta name="description" content="Цена &amp; наличие">');
    expect(head).toContain(
      '<link rel="canonical" href="https://seyf-shop.ru/catalog/product?productCode=1">',
    );
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain(
      '<meta property="og:image" content="https://seyf-shop.ru/api/catalog/images/a.svg">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('<script');
  });

  it('keeps a page that is not found out of the index, with no canonical address', () => {
    const head = headTags({
      url: at('/nope'),
      origin: 'https://seyf-shop.ru',
      title: null,
      meta: {},
      notFound: true,
    });
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
  });
});
