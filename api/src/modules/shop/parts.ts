import { isDeepStrictEqual } from 'node:util';
import type { InfoPageSlug, ShopSection, ShopSettings } from '@shop/shared/contract';

/**
 * A section seen as its parts, what the history records and an undo puts back: a field of the section, or
 * one page of «Страницы» (an edit of one page does not make another page's change not undoable). Requisites
 * not given yet have no parts.
 */
export type Parts = Record<string, unknown>;

export function partsOf<S extends ShopSection>(section: S, value: ShopSettings[S]): Parts {
  if (value === null) return {};
  if (section === 'pages') return { ...(value as ShopSettings['pages']).pages };
  return { ...(value as Record<string, unknown>) };
}

export function fromParts<S extends ShopSection>(section: S, parts: Parts): ShopSettings[S] {
  const present = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  if (section === 'requisites' && Object.keys(present).length === 0) return null as ShopSettings[S];
  if (section === 'pages') return { pages: present } as ShopSettings[S];
  return present as ShopSettings[S];
}

/** The parts whose values differ, in a stable order. */
export function changedParts(before: Parts, after: Parts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepStrictEqual(before[name], after[name])).sort();
}

/** `parts` of a value, absent ones as null (JSON has no undefined): what a history row stores. */
export const pick = (parts: Parts, names: string[]): Parts =>
  Object.fromEntries(names.map((name) => [name, parts[name] ?? null]));

/** Whether every named part of `parts` holds what `expected` gives it (null: absent). */
export const holds = (parts: Parts, expected: Parts, names: string[]): boolean =>
  names.every((name) => isDeepStrictEqual(parts[name] ?? null, expected[name] ?? null));

/** The parts with these names set to `values` (null: removed). */
export const withParts = (parts: Parts, values: Parts): Parts => ({
  ...parts,
  ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? undefined])),
});

const PAGE_NAMES: Record<InfoPageSlug, string> = {
  company: 'О компании',
  vacancy: 'Вакансии',
  payment: 'Оплата',
  warranty: 'Гарантия',
  returns: 'Возврат',
  wholesalers: 'Оптовикам',
  'podem-tovara-na-etazh': 'Подъём товара на этаж',
  'vskrytie-zamkov': 'Вскрытие замков',
  'ustanovka-seyfov': 'Установка сейфов',
  'sborka-metallicheskoy-mebeli': 'Сборка металлической мебели',
  'izgotovlenie-metallicheskoy-mebeli-na-zakaz': 'Изготовление металлической мебели на заказ',
};

/** The Russian names of the parts, as the history shows them («Телефон», «ИНН», «Оплата»). */
const PART_NAMES: { [S in ShopSection]: Record<string, string> } = {
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
  pickupPoints: { points: 'Пункты выдачи' },
  delivery: {
    moscowInsideRingRub: 'Москва в пределах МКАД',
    freeFromRub: 'Бесплатно от суммы заказа',
    beyondRing: 'Зоны за МКАД',
    days: 'Дни доставки',
    hours: 'Часы доставки',
    transportCompanyDays: 'Срок отправки транспортной компанией',
    terminalFreeStorageDays: 'Бесплатное хранение на терминале',
    wholesaleDiscountUpToPercent: 'Скидка оптовикам',
  },
  home: { slides: 'Слайды', promos: 'Промо-карточки' },
  pages: PAGE_NAMES,
  exchange: { priceType: 'Тип цены магазина', oldPriceType: 'Тип старой цены' },
  stock: { outOfStock: 'Товар без остатка' },
};

export const partName = (section: ShopSection, part: string): string => PART_NAMES[section][part] ?? part;
