/**
 * A product and the owner's content as the API answers them, for the SEO tests (the domain cannot use the
 * browser's test helpers) and, through `@shop/shared/testing`, every app's.
 */
import type { Item } from '../contract/catalog';
import type { PickupPointSetting, SiteContent } from '../contract/shop';
import { productPath } from '../domain/routes';

/** 12 990 roubles, 2 000 off the old price. */
const PRICED = {
  newPrice: '12 990 руб.',
  oldPrice: '14 990 руб.',
  available: true,
  preorder: false,
  discount: 2000,
  discountPercentage: 13,
} satisfies Partial<Item>;

/** The item's answer: a gun safe listed in «Сейфы › Сейфы для оружия». */
export const product = (itemCode: string, overrides: Partial<Item> = {}): Item => ({
  itemCode,
  link: productPath(itemCode),
  name: `Сейф ${itemCode}`,
  props: [{ key: 'Класс', value: 'I' }],
  image: '/api/catalog/images/safe-1-1.svg',
  images: ['/api/catalog/images/safe-1-1.svg'],
  dimensions: '500×400×350 мм',
  weight: 42,
  description: '',
  sections: [
    { name: 'Сейфы', link: '/catalog/seyfy' },
    { name: 'Сейфы для оружия', link: '/catalog/seyfy/dlya-oruzhiya' },
  ],
  ...PRICED,
  ...overrides,
});

/** The owner's content as `GET /site/` answers it: today's demo shop, three of its pickup points. */
const TOWN_HOURS = 'Вт–Сб 08:00–16:00, вс и пн — выходные';

export const TEST_PICKUP_POINTS: PickupPointSetting[] = [
  {
    id: 0,
    city: 'Торез',
    title: 'Пункт выдачи в Торезе',
    location: 'г. Торез, ул. Пионерская, 10',
    hours: TOWN_HOURS,
    phone: '',
    coordinates: [48.0352, 38.6113],
    visible: true,
  },
  {
    id: 4,
    city: 'Донецк',
    title: 'Пункт выдачи на Университетской',
    location: 'г. Донецк, ул. Университетская, 48',
    hours: 'Вт–Сб 09:00–17:00, вс и пн — выходные',
    phone: '',
    coordinates: [48.0117, 37.7941],
    visible: true,
  },
  {
    id: 8,
    city: 'Донецк',
    title: 'Магазин на Артёма',
    location: 'г. Донецк, ул. Артёма, 130',
    hours: 'Ежедневно 09:00–19:00',
    phone: '+7 949 765 43 21',
    coordinates: [48.0159, 37.8029],
    visible: true,
  },
];

/** The content, with any section replaced. */
export function siteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  return {
    shop: {
      name: 'МеталлСейф',
      slogan: 'Сейфы, металлическая мебель и системы хранения',
      phone: '+7 949 123 45 67',
      email: 'info@seyf-shop.ru',
      messengerName: 'WhatsApp',
      messengerUrl: 'https://wa.me/79491234567',
      workHours: 'с 9:00 до 19:00 без выходных',
      footerNotes: [
        'Информация на сайте не является публичной офертой.',
        'Наличие товара указано для центральных складов; наличие в вашем городе уточняйте у менеджеров.',
        'Цены действительны только для интернет-магазина.',
      ].join('\n'),
    },
    requisites: null,
    pickupPoints: TEST_PICKUP_POINTS,
    delivery: {
      moscowInsideRingRub: 1300,
      freeFromRub: 20000,
      beyondRing: [
        { upToKm: 30, priceRub: 1800 },
        { upToKm: 60, priceRub: 2800 },
        { upToKm: 90, priceRub: 3800 },
      ],
      days: 'Пн–Сб',
      hours: '09:00–18:00',
      transportCompanyDays: '1–3',
      terminalFreeStorageDays: 3,
      wholesaleDiscountUpToPercent: 30,
    },
    home: {
      slides: [
        {
          title: 'Сейфы для дома и офиса',
          text: 'Взломостойкие и огнестойкие сейфы с доставкой и установкой',
          image: null,
          link: { to: '/catalog/seyfy', label: 'В каталог' },
          visible: true,
        },
      ],
      promos: [],
    },
    stock: { outOfStock: 'to_order' },
    ...overrides,
  };
}
