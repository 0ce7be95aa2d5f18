import type { PictureViewFiles, ShopSettings } from '@shop/shared/contract';
import { ENDPOINTS, catalogPath } from '@shop/shared/domain';
import { API_PREFIX } from '../../http/schemas';
import { SEED_PAGES } from './seed-pages';

/**
 * A new shop's settings: the demo's values, so a fresh database looks as the shop always has. A section the
 * owner never saved reads as its seed (version 0). Data, copied here: the fronts stop shipping these values.
 */

/** A drawn picture of the demo catalogue (400 × 400 SVG), as a slide or card shows an uploaded one. */
const drawn = (name: string): PictureViewFiles => ({
  width: 400,
  height: 400,
  src: `${API_PREFIX}${ENDPOINTS.catalogImage(name)}`,
  sources: [],
});

const TOWN_HOURS = 'Вт–Сб 08:00–16:00, вс и пн — выходные';
const DONETSK_HOURS = 'Вт–Сб 09:00–17:00, вс и пн — выходные';
const point = (
  id: number,
  city: string,
  title: string,
  location: string,
  hours: string,
  coordinates: [number, number],
) => ({ id, city, title, location, hours, phone: '', coordinates, visible: true });

export const SEED: ShopSettings = {
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
  // Only the owner can give them: until then the pages say they are being prepared.
  requisites: null,
  pickupPoints: {
    points: [
      point(
        0,
        'Торез',
        'Пункт выдачи в Торезе',
        'г. Торез, ул. Пионерская, 10',
        TOWN_HOURS,
        [48.0352, 38.6113],
      ),
      point(
        1,
        'Иловайск',
        'Пункт выдачи в Иловайске',
        'г. Иловайск, ул. Шевченко, 145',
        TOWN_HOURS,
        [47.9253, 38.1972],
      ),
      point(
        2,
        'Шахтерск',
        'Пункт выдачи в Шахтерске',
        'г. Шахтерск, пр. Ленина, 21',
        TOWN_HOURS,
        [48.0471, 38.4865],
      ),
      point(
        3,
        'Харцызск',
        'Пункт выдачи в Харцызске',
        'г. Харцызск, ул. Октябрьская, 52',
        TOWN_HOURS,
        [48.0389, 38.1536],
      ),
      point(
        4,
        'Донецк',
        'Пункт выдачи на Университетской',
        'г. Донецк, ул. Университетская, 48',
        DONETSK_HOURS,
        [48.0117, 37.7941],
      ),
      point(
        5,
        'Донецк',
        'Пункт выдачи на Ильича',
        'г. Донецк, пр. Ильича, 93',
        DONETSK_HOURS,
        [47.9951, 37.8431],
      ),
      point(
        6,
        'Донецк',
        'Пункт выдачи на Куйбышева',
        'г. Донецк, ул. Куйбышева, 151',
        DONETSK_HOURS,
        [48.0298, 37.7495],
      ),
      point(
        7,
        'Донецк',
        'Пункт выдачи на Панфилова',
        'г. Донецк, пр. Панфилова, 7',
        DONETSK_HOURS,
        [47.9887, 37.8905],
      ),
      point(
        8,
        'Донецк',
        'Магазин на Артёма',
        'г. Донецк, ул. Артёма, 130',
        'Ежедневно 09:00–19:00',
        [48.0159, 37.8029],
      ),
    ],
  },
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
        title: 'Сейфы и металлическая мебель',
        text: 'Более 15 000 товаров со складов, доставка собственным транспортом и официальная гарантия на каждый товар.',
        image: null,
        link: null,
        visible: true,
      },
      {
        title: 'Офисная мебель',
        text: 'Металлические шкафы, тумбы и картотеки для кабинетов и архивов.',
        image: drawn('office-3-1'),
        link: { to: catalogPath('ofisnaya-mebel'), label: 'Смотреть офисную мебель' },
        visible: true,
      },
      {
        title: 'Стеллажи',
        text: 'Складские, архивные и офисные стеллажи с нагрузкой до тонны на полку.',
        image: drawn('shelving-2-1'),
        link: { to: catalogPath('stellazhi-metallicheskie'), label: 'Смотреть стеллажи' },
        visible: true,
      },
      {
        title: 'Гардеробные системы',
        text: 'Металлические гардеробные системы для дома и офиса.',
        image: drawn('wardrobe-1-1'),
        link: { to: catalogPath('garderobnye-sistemy'), label: 'Смотреть гардеробные системы' },
        visible: true,
      },
      {
        title: 'Верстаки',
        text: 'Слесарные и инструментальные верстаки для мастерских и гаражей.',
        image: drawn('workbench-4-1'),
        link: { to: catalogPath('verstaki'), label: 'Смотреть верстаки' },
        visible: true,
      },
    ],
    promos: [
      {
        title: 'Стеллажи металлические',
        text: 'Для склада, архива и гаража',
        to: catalogPath('stellazhi-metallicheskie'),
        image: drawn('shelving-5-1'),
        visible: true,
      },
      {
        title: 'Металлические шкафы',
        text: 'Для раздевалок, бухгалтерии и архива',
        to: catalogPath('metallicheskie-shkafy'),
        image: drawn('cabinet-6-1'),
        visible: true,
      },
    ],
  },
  pages: {
    pages: Object.fromEntries(Object.entries(SEED_PAGES).map(([slug, html]) => [slug, { html }])),
  },
  // What a 1С export calls its retail price unless the owner chooses another type; no old price.
  exchange: { priceType: 'Розничная', oldPriceType: '' },
  stock: { outOfStock: 'to_order' },
};
