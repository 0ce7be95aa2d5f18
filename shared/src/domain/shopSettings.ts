import { SERVICE_LINKS } from './data/navigation';

/**
 * The names and check messages of the owner's settings, zod-free: the contract's schemas (the API's
 * validation and its messages) and mf-admin's forms read the same ones, so a message the server gives for a
 * field («Поле «ИНН»: …») names the label that field shows, and the form's own checks say what the server says.
 */
export const SHOP_FIELD_LABELS = {
  shop: {
    name: 'Название магазина',
    slogan: 'Слоган',
    phone: 'Телефон',
    email: 'E-mail',
    messengerName: 'Мессенджер',
    messengerUrl: 'Ссылка на мессенджер',
    workHours: 'Часы работы',
    footerNotes: 'Примечания в подвале',
  },
  requisites: {
    fullName: 'Полное наименование',
    inn: 'ИНН',
    kpp: 'КПП',
    ogrn: 'ОГРН',
    legalAddress: 'Юридический адрес',
    bankName: 'Банк',
    bik: 'БИК',
    settlementAccount: 'Расчётный счёт',
    correspondentAccount: 'Корреспондентский счёт',
    director: 'Руководитель',
    accountant: 'Главный бухгалтер',
  },
} as const;

/** What a requisite that fails its algorithm is told. */
export const REQUISITES_MESSAGES = {
  inn: 'Поле «ИНН»: неверный ИНН: 10 или 12 цифр, контрольные цифры не сходятся',
  kpp: 'Поле «КПП»: 9 знаков, например 771301001',
  ogrn: 'Поле «ОГРН»: неверный ОГРН (13 цифр) или ОГРНИП (15 цифр): контрольная цифра не сходится',
  bik: 'Поле «БИК»: 9 цифр, начинается с 04',
  settlement: 'Поле «Расчётный счёт»: 20 цифр; контрольный ключ не сходится с БИК',
  correspondent:
    'Поле «Корреспондентский счёт»: 20 цифр, начинается с 30101; контрольный ключ не сходится с БИК',
} as const;

/** «Доставка»'s zones beyond the ring are kept in order of distance. */
export const DELIVERY_ZONES_ORDER = 'Зоны за МКАД — по возрастанию расстояния';

/** The information pages the owner writes («Страницы»), in the order the page list shows them. */
export const INFO_PAGE_SLUGS = [
  'company',
  'vacancy',
  'payment',
  'warranty',
  'returns',
  'wholesalers',
  'podem-tovara-na-etazh',
  'vskrytie-zamkov',
  'ustanovka-seyfov',
  'sborka-metallicheskoy-mebeli',
  'izgotovlenie-metallicheskoy-mebeli-na-zakaz',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

const serviceName = (slug: string) => SERVICE_LINKS.find((link) => link.value === slug)?.label ?? slug;

/** Each page's Russian name, as the editor's list and the history show it (a service by its menu name). */
export const INFO_PAGE_NAMES: Record<InfoPageSlug, string> = {
  company: 'О компании',
  vacancy: 'Вакансии',
  payment: 'Оплата',
  warranty: 'Гарантия',
  returns: 'Возврат',
  wholesalers: 'Оптовикам',
  'podem-tovara-na-etazh': serviceName('podem-tovara-na-etazh'),
  'vskrytie-zamkov': serviceName('vskrytie-zamkov'),
  'ustanovka-seyfov': serviceName('ustanovka-seyfov'),
  'sborka-metallicheskoy-mebeli': serviceName('sborka-metallicheskoy-mebeli'),
  'izgotovlenie-metallicheskoy-mebeli-na-zakaz': serviceName('izgotovlenie-metallicheskoy-mebeli-na-zakaz'),
};
