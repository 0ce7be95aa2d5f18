import type { Category, Item } from '../contract/catalog';
import { product, siteContent, TEST_PICKUP_POINTS } from './fixtures';
import {
  breadcrumbJsonLd,
  listingCrumbs,
  type OpeningHours,
  openingHoursOf,
  productCrumbs,
  productJsonLd,
  pageJsonLd,
  storeJsonLd,
  websiteJsonLd,
} from './jsonLd';

interface ListItem {
  name: string;
  item: string;
}

const ORIGIN = 'https://seyf-shop.ru';
const SITE = siteContent();
const SHOP = SITE.shop;
const day = (name: string) => `https://schema.org/${name}`;
const TUESDAY_TO_SATURDAY = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(day);
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(day);

/** What a consumer of JSON-LD reads: the object after a round trip through its text. */
const parsed = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

interface PointData {
  name: string;
  address: { addressLocality: string };
  openingHoursSpecification: OpeningHours[];
}

describe('Product', () => {
  it('carries its offer: price in roubles, currency, availability and address', () => {
    const item = product('100005', {
      images: ['/api/catalog/images/safe-1-1.svg', '/api/catalog/images/safe-1-2.svg'],
    });
    const data = parsed(productJsonLd(item, ORIGIN, SHOP));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Сейф 100005',
      sku: '100005',
      image: [`${ORIGIN}/api/catalog/images/safe-1-1.svg`, `${ORIGIN}/api/catalog/images/safe-1-2.svg`],
      offers: {
        '@type': 'Offer',
        price: '12990',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/catalog/product?productCode=100005`,
      },
    });
    expect(data.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: 'Класс', value: 'I' }]);
    expect(data.description).toBe('Сейф 100005, 500×400×350 мм');
  });

  it('describes the product with the owner’s own text when it has one', () => {
    const data = parsed(
      productJsonLd(product('100005', { description: ' Для дома.\n\nК полу. ' }), ORIGIN, SHOP),
    );
    expect(data.description).toBe('Для дома. К полу.');
  });

  it('tells an item «Под заказ» as on back order, and a priced one not taken to order as out of stock', () => {
    const availability = (overrides: Partial<Item>) =>
      (parsed(productJsonLd(product('100007', overrides), ORIGIN, SHOP)).offers as { availability: string })
        .availability;
    expect(availability({ preorder: true })).toBe('https://schema.org/BackOrder');
    expect(availability({ available: false })).toBe('https://schema.org/OutOfStock');
  });

  it('offers nothing for an item without a price', () => {
    const data = parsed(
      productJsonLd(product('100006', { newPrice: null, oldPrice: null, available: false }), ORIGIN, SHOP),
    );
    expect(data['@type']).toBe('Product');
    expect(data.offers).toBeUndefined();
  });
});

const category: Category = {
  _id: '1',
  categoryName: 'Сейфы',
  categoryLink: '/catalog/seyfy',
  categoryImg: '',
  subcategories: [
    {
      subcategoryName: 'Оружейные сейфы',
      subcategoryLink: '/catalog/seyfy/dlya-oruzhiya',
      itemsCount: 10,
      imageSrc: '',
      subcategories: [
        {
          subcategoryName: 'Для карабинов',
          subcategoryLink: '/catalog/seyfy/dlya-oruzhiya/dlya-karabinov',
          itemsCount: 4,
          imageSrc: '',
        },
      ],
    },
  ],
};

describe('BreadcrumbList', () => {
  it('numbers the crumbs of a second-level listing from the catalogue down, with absolute addresses', () => {
    const crumbs = listingCrumbs(category, '/catalog/seyfy/dlya-oruzhiya/dlya-karabinov/', 'Для карабинов');
    const data = parsed(breadcrumbJsonLd(crumbs, ORIGIN));
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Каталог', item: `${ORIGIN}/catalog` },
      { '@type': 'ListItem', position: 2, name: 'Сейфы', item: `${ORIGIN}/catalog/seyfy` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Оружейные сейфы',
        item: `${ORIGIN}/catalog/seyfy/dlya-oruzhiya`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Для карабинов',
        item: `${ORIGIN}/catalog/seyfy/dlya-oruzhiya/dlya-karabinov`,
      },
    ]);
  });

  it('does not repeat a first-level listing as its own parent', () => {
    const crumbs = listingCrumbs(category, '/catalog/seyfy/dlya-oruzhiya', 'Оружейные сейфы');
    expect(crumbs.map(({ name }) => name)).toEqual(['Каталог', 'Сейфы', 'Оружейные сейфы']);
  });

  it('leads a product’s crumbs from the home page through its sections to the product page', () => {
    const crumbs = productCrumbs(product('100005'));
    const items = parsed(breadcrumbJsonLd(crumbs, ORIGIN)).itemListElement as ListItem[];
    expect(items.map(({ name, item }) => [name, item])).toEqual([
      ['Главная', `${ORIGIN}/`],
      ['Сейфы', `${ORIGIN}/catalog/seyfy`],
      ['Сейфы для оружия', `${ORIGIN}/catalog/seyfy/dlya-oruzhiya`],
      ['Сейф 100005', `${ORIGIN}/catalog/product?productCode=100005`],
    ]);
  });
});

describe('the shop as a Store', () => {
  const data = parsed(storeJsonLd(ORIGIN, SITE));

  it('names the shop with the owner’s contacts and his hours, every day 9 to 19', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'МеталлСейф',
      telephone: '+7 949 123 45 67',
      email: 'info@seyf-shop.ru',
      url: `${ORIGIN}/`,
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '09:00', closes: '19:00' },
      ],
    });
    expect(data.legalName).toBeUndefined();
  });

  it('follows the owner’s settings: a new phone, his legal name once given', () => {
    const changed = parsed(
      storeJsonLd(ORIGIN, {
        ...SITE,
        shop: { ...SHOP, phone: '+7 900 111 22 33' },
        requisites: {
          fullName: 'ООО «Сейф-Дом»',
          inn: '7707083893',
          kpp: '773601001',
          ogrn: '1027700132195',
          legalAddress: 'г. Москва, ул. Вавилова, 19',
          bankName: 'ПАО Сбербанк',
          bik: '044525225',
          settlementAccount: '40702810938000000001',
          correspondentAccount: '30101810400000000225',
          director: 'Иванов И. И.',
          accountant: '',
        },
      }),
    );
    expect(changed).toMatchObject({
      telephone: '+7 900 111 22 33',
      legalName: 'ООО «Сейф-Дом»',
      taxID: '7707083893',
    });
    const points = changed.department as { telephone: string }[];
    // A point without its own phone is reached at the shop's.
    expect(points.map(({ telephone }) => telephone)).toEqual([
      '+7 900 111 22 33',
      '+7 900 111 22 33',
      '+7 949 765 43 21',
    ]);
  });

  it('lists the visible pickup points with address, position and hours', () => {
    const points = data.department as PointData[];
    expect(points.map(({ name }) => name)).toEqual(TEST_PICKUP_POINTS.map(({ title }) => title));
    expect(points[0]).toMatchObject({
      '@type': 'Store',
      name: 'Пункт выдачи в Торезе',
      address: { '@type': 'PostalAddress', streetAddress: 'ул. Пионерская, 10', addressLocality: 'Торез' },
      geo: { '@type': 'GeoCoordinates', latitude: 48.0352, longitude: 38.6113 },
    });
    const hours = points.map(({ openingHoursSpecification: [spec] }) => [
      spec?.dayOfWeek,
      spec?.opens,
      spec?.closes,
    ]);
    expect(hours).toEqual([
      [TUESDAY_TO_SATURDAY, '08:00', '16:00'],
      [TUESDAY_TO_SATURDAY, '09:00', '17:00'],
      [EVERY_DAY, '09:00', '19:00'],
    ]);
  });

  it('leaves out a hidden point, and the hours of a point it cannot read rather than inventing them', () => {
    const [torez, donetsk, showroom] = TEST_PICKUP_POINTS as [
      (typeof TEST_PICKUP_POINTS)[number],
      (typeof TEST_PICKUP_POINTS)[number],
      (typeof TEST_PICKUP_POINTS)[number],
    ];
    const points = parsed(
      storeJsonLd(ORIGIN, {
        ...SITE,
        pickupPoints: [{ ...torez, visible: false }, { ...donetsk, hours: 'по договорённости' }, showroom],
      }),
    ).department as Record<string, unknown>[];
    expect(points.map(({ name }) => name)).toEqual([donetsk.title, showroom.title]);
    expect(points[0]?.openingHoursSpecification).toBeUndefined();
    expect(openingHoursOf('по договорённости')).toBeNull();
  });
});

describe('WebSite', () => {
  it('tells search engines how to search the shop', () => {
    expect(parsed(websiteJsonLd(ORIGIN, SHOP))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'МеталлСейф',
      url: `${ORIGIN}/`,
      inLanguage: 'ru',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/catalog/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('the JSON-LD of each kind of page', () => {
  const types = (page: Parameters<typeof pageJsonLd>[0]) =>
    pageJsonLd(page, ORIGIN, SITE).map((data) => (data as { '@type': string })['@type']);

  it('gives a product its offer and breadcrumbs, the home page the shop and the site search', () => {
    expect(types({ kind: 'product', product: product('100005') })).toEqual(['Product', 'BreadcrumbList']);
    expect(types({ kind: 'home' })).toEqual(['Store', 'WebSite']);
    expect(types({ kind: 'info', path: '/contacts/', title: 'Контакты' })).toEqual(['Store']);
  });

  it('gives a listing its breadcrumbs when its category is known, and other pages nothing', () => {
    const listing = {
      kind: 'listing',
      name: 'Оружейные сейфы',
      path: '/catalog/seyfy/dlya-oruzhiya',
      query: '',
    };
    expect(types({ ...listing, kind: 'listing', category })).toEqual(['BreadcrumbList']);
    expect(types({ ...listing, kind: 'listing' })).toEqual([]);
    expect(types({ kind: 'info', path: '/help/payment', title: 'Оплата' })).toEqual([]);
    expect(types({ kind: 'search', query: 'сейф' })).toEqual([]);
    expect(types({ kind: 'notFound', path: '/nowhere' })).toEqual([]);
  });
});
