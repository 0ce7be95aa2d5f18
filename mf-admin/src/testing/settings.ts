import type {
  Requisites,
  ShopSection,
  ShopSectionState,
  ShopSettings,
  ShopSettingsAnswer,
} from '@shop/shared';
import { type FetchCall, sentBody } from '.';
import { adminApi, answerOf } from './adminPage';

/** Real requisites: Сбербанк's published ИНН, ОГРН, БИК and correspondent account, a settlement account keyed to it. */
export const REAL_REQUISITES: Requisites = {
  fullName: 'ООО «МеталлСейф»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117997, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  director: 'Иванов И. И.',
  accountant: '',
};

export const SETTINGS: ShopSettings = {
  shop: {
    name: 'МеталлСейф',
    slogan: 'Сейфы и металлическая мебель',
    phone: '+7 495 123 45 67',
    email: 'info@metallseyf.test',
    messengerName: 'Telegram',
    messengerUrl: 'https://t.me/metallseyf',
    workHours: 'Пн–Пт 9:00–20:00',
    footerNotes: '',
  },
  requisites: null,
  pickupPoints: {
    points: [
      {
        id: 1,
        city: 'Москва',
        title: 'Склад на Складочной',
        location: 'ул. Складочная, д. 1',
        hours: 'Пн–Пт 9:00–18:00',
        phone: '',
        coordinates: [55.8, 37.6],
        visible: true,
      },
      {
        id: 2,
        city: 'Химки',
        title: 'Пункт в Химках',
        location: 'Ленинградское ш., д. 5',
        hours: 'Пн–Сб 10:00–19:00',
        phone: '',
        coordinates: [55.9, 37.4],
        visible: true,
      },
    ],
  },
  delivery: {
    moscowInsideRingRub: 1500,
    freeFromRub: 50_000,
    beyondRing: [
      { upToKm: 10, priceRub: 2000 },
      { upToKm: 30, priceRub: 3000 },
    ],
    days: 'Пн–Сб',
    hours: '9:00–21:00',
    transportCompanyDays: '1–2',
    terminalFreeStorageDays: 3,
    wholesaleDiscountUpToPercent: 15,
  },
  home: { slides: [], promos: [] },
  pages: { pages: {} },
  exchange: { priceType: 'Розничная', oldPriceType: '' },
  stock: { outOfStock: 'to_order' },
};

/** Every section as the server answers it, each at version 1 unless `versions` says otherwise. */
export function settingsAnswer(
  settings: ShopSettings = SETTINGS,
  versions: Partial<Record<ShopSection, number>> = {},
): ShopSettingsAnswer {
  const state = <S extends ShopSection>(section: S): ShopSectionState<S> => ({
    value: settings[section],
    version: versions[section] ?? 1,
    updatedAt: null,
    updatedBy: null,
  });
  return {
    shop: state('shop'),
    requisites: state('requisites'),
    pickupPoints: state('pickupPoints'),
    delivery: state('delivery'),
    home: state('home'),
    pages: state('pages'),
    exchange: state('exchange'),
    stock: state('stock'),
  };
}

/**
 * The settings' server: `GET /admin/settings/` answers `read()` (so a test can change what a later read sees),
 * a PUT answers `put(call)`, awaited (default: the sent value, one version up).
 */
export function settingsApi({
  read = () => settingsAnswer(),
  put,
  routes = {},
}: {
  read?: () => unknown;
  put?: (call: FetchCall) => unknown;
  routes?: Parameters<typeof adminApi>[0];
} = {}): FetchCall[] {
  const saved = (call: FetchCall) => {
    const { version, value } = sentBody(call) as { version: number; value: unknown };
    return {
      value,
      version: version + 1,
      updatedAt: '2026-12-02T07:00:00.000Z',
      updatedBy: 'admin@shop.test',
    };
  };
  const section = async (call: FetchCall) =>
    answerOf(
      call.init.method === 'PUT' ? await (put ?? saved)(call) : { status: 405, body: { message: 'Нет' } },
    );
  return adminApi({
    '/api/admin/settings/': () => answerOf(read()),
    '/api/admin/settings/shop/': section,
    '/api/admin/settings/requisites/': section,
    '/api/admin/settings/pickupPoints/': section,
    '/api/admin/settings/delivery/': section,
    ...routes,
  });
}

/** The PUT calls made, as their bodies. */
export const puts = (calls: FetchCall[]) =>
  calls.filter((call) => call.init.method === 'PUT').map((call) => sentBody(call));
