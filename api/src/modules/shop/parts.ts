import { isDeepStrictEqual } from 'node:util';
import type { ShopSection, ShopSettings } from '@shop/shared/contract';
import { INFO_PAGE_NAMES, SHOP_FIELD_LABELS } from '@shop/shared/domain';

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

/** The Russian names of the parts, as the history shows them («Телефон», «ИНН», «Оплата»). */
const PART_NAMES: { [S in ShopSection]: Record<string, string> } = {
  shop: SHOP_FIELD_LABELS.shop,
  requisites: SHOP_FIELD_LABELS.requisites,
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
  pages: INFO_PAGE_NAMES,
  exchange: { priceType: 'Тип цены магазина', oldPriceType: 'Тип старой цены' },
  stock: { outOfStock: 'Товар без остатка' },
};

export const partName = (section: ShopSection, part: string): string => PART_NAMES[section][part] ?? part;
