import {
  type ListingFilters,
  type ListingFiltersResponse,
  type NumberRange,
  formatNumber,
  parseRange,
  rangeValue,
} from '@shop/shared';
import { CATALOG_TEXTS } from '../../texts';

const texts = CATALOG_TEXTS.filters;

/** The filters with `value` of `key` chosen or not. */
export function toggleValue(
  filters: ListingFilters,
  key: string,
  value: string,
  on: boolean,
): ListingFilters {
  const values = (filters.props[key] ?? []).filter((v) => v !== value);
  return withProp(filters, key, on ? [...values, value] : values);
}

/** The filters with the range of a numeric characteristic; an empty range removes it. */
export function setRange(filters: ListingFilters, key: string, range: NumberRange): ListingFilters {
  const empty = range.from === undefined && range.to === undefined;
  return withProp(filters, key, empty ? [] : [rangeValue(range)]);
}

function withProp(filters: ListingFilters, key: string, values: string[]): ListingFilters {
  const props = { ...filters.props };
  if (values.length) props[key] = values;
  else delete props[key];
  return { ...filters, props };
}

export function setPrice(filters: ListingFilters, { from, to }: NumberRange): ListingFilters {
  const next: ListingFilters = { ...filters, priceFrom: from, priceTo: to };
  if (from === undefined) delete next.priceFrom;
  if (to === undefined) delete next.priceTo;
  return next;
}

/** How many filters are chosen (the phone's button shows it). */
export function chosenCount(filters: ListingFilters): number {
  const price = filters.priceFrom !== undefined || filters.priceTo !== undefined ? 1 : 0;
  return price + (filters.available ? 1 : 0) + Object.values(filters.props).reduce((n, v) => n + v.length, 0);
}

export interface Chip {
  label: string;
  /** The filters without this one. */
  without: ListingFilters;
}

const shown = (n: number | undefined) => (n === undefined ? null : formatNumber(n));

/** One removable chip per chosen filter, in the panel's order. */
export function chipsOf(filters: ListingFilters, facets?: ListingFiltersResponse): Chip[] {
  const chips: Chip[] = [];
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
    chips.push({
      label: texts.range('Цена', shown(filters.priceFrom), shown(filters.priceTo), 'руб.'),
      without: setPrice(filters, {}),
    });
  }
  if (filters.available) chips.push({ label: texts.inStock, without: { ...filters, available: false } });
  const order = facets?.props.map((f) => f.key) ?? [];
  const keys = Object.keys(filters.props).sort((a, b) => rank(order, a) - rank(order, b));
  for (const key of keys) {
    const facet = facets?.props.find((f) => f.key === key);
    for (const value of filters.props[key] ?? []) {
      const range = facet?.type === 'range' ? parseRange(value) : null;
      chips.push({
        label: range
          ? texts.range(key, shown(range.from), shown(range.to), facet?.type === 'range' ? facet.unit : null)
          : `${key}: ${value}`,
        without: toggleValue(filters, key, value, false),
      });
    }
  }
  return chips;
}

const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
