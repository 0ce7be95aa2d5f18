import type { FilterFacet, ListingFiltersResponse } from '@shop/shared/contract';
import { type ListingFilters, parseRange } from '@shop/shared/domain';

/**
 * The filter counts of a set of items, computed in memory: a section's items (or a search's
 * matches) as columns — price, dimensions and each characteristic's value per item — read once, then every
 * combination of filters is one pass over them: a pass costs a few milliseconds where one SQL statement per
 * combination cost tens on a large section, and the build is paid once per catalogue version. An
 * index, not an answer cache: filters.ts rebuilds it when the catalogue changes (a version the database
 * keeps, migration 0012).
 */

/** Dimensions are product columns, filtered like numeric characteristics. */
export const DIMENSIONS = ['Высота', 'Ширина', 'Глубина', 'Вес'] as const;
export const DIMENSION_UNITS: Record<(typeof DIMENSIONS)[number], string> = {
  Высота: 'мм',
  Ширина: 'мм',
  Глубина: 'мм',
  Вес: 'кг',
};

export interface KeyInfo {
  /** Every value has a number: filtered as a from–to range. */
  numeric: boolean;
  /** More than one value among the items: worth offering in the panel. */
  varies: boolean;
  /** A value's text without its number when all values share it («мм»), else null. */
  unit: string | null;
}

export interface FacetValue {
  value: string;
  num: number | null;
}

/** The keys to filter by, in the panel's order, and each characteristic's values (by number, then name). */
export interface FacetKeys {
  keys: Map<string, KeyInfo>;
  values: Map<string, FacetValue[]>;
}

/** The items' columns, in one order; `price` null = no price. */
export interface FacetItems {
  ids: number[];
  prices: Array<number | null>;
  /** Whether each item can be ordered now (a price, and stock or «Под заказ»): the «в наличии» filter. */
  available: boolean[];
  /** One list per DIMENSIONS entry. */
  dimensions: number[][];
}

/** The items having each (key, value), as rows of product_props grouped. */
export interface FacetGroup {
  key: string;
  value: string;
  num: number | null;
  ids: number[];
}

/** A chosen filter as a test on item i. */
interface Part {
  /** «price», «available», or the characteristic or dimension it is on. */
  name: string;
  test: (i: number) => boolean;
}

const between = (x: number | null | undefined, from?: number, to?: number): boolean =>
  x !== null && x !== undefined && (from === undefined || x >= from) && (to === undefined || x <= to);

export class FacetIndex {
  private readonly prices: Float64Array;
  /** Per characteristic: the value's position in its list per item (-1: the item lacks it). */
  private readonly codes = new Map<string, Int32Array>();
  private readonly values = new Map<string, FacetValue[]>();

  constructor(
    private readonly items: FacetItems,
    groups: FacetGroup[],
  ) {
    const n = items.ids.length;
    this.prices = Float64Array.from(items.prices, (p) => (p === null ? NaN : Number(p)));
    const position = new Map(items.ids.map((id, i) => [Number(id), i]));
    const sorted = [...groups].sort(
      (a, b) => (a.num ?? 0) - (b.num ?? 0) || a.value.localeCompare(b.value, 'ru'),
    );
    for (const group of sorted) {
      const list = this.values.get(group.key) ?? [];
      this.values.set(group.key, list);
      let codes = this.codes.get(group.key);
      if (!codes) {
        codes = new Int32Array(n).fill(-1);
        this.codes.set(group.key, codes);
      }
      const code = list.push({ value: group.value, num: group.num === null ? null : Number(group.num) }) - 1;
      for (const id of group.ids) {
        const i = position.get(Number(id));
        if (i !== undefined) codes[i] = code;
      }
    }
  }

  get size(): number {
    return this.items.ids.length;
  }

  /** How many items have each characteristic. */
  keyCounts(): Map<string, number> {
    return new Map([...this.codes].map(([key, codes]) => [key, codes.filter((c) => c >= 0).length]));
  }

  /** The characteristics' values, by number then alphabetically. */
  valueLists(): Map<string, FacetValue[]> {
    return this.values;
  }

  /** How many distinct values each dimension has among the items. */
  dimensionVariety(): number[] {
    return this.items.dimensions.map((column) => new Set(column).size);
  }

  private parts(filters: ListingFilters, keys: Map<string, KeyInfo>): Part[] {
    const parts: Part[] = [];
    const { prices } = this;
    const { available } = this.items;
    if (filters.priceFrom !== undefined || filters.priceTo !== undefined) {
      const { priceFrom: from, priceTo: to } = filters;
      parts.push({ name: 'price', test: (i) => between(prices[i], from, to) });
    }
    if (filters.available) parts.push({ name: 'available', test: (i) => available[i] === true });
    for (const [key, chosen] of Object.entries(filters.props)) {
      const dimension = DIMENSIONS.indexOf(key as (typeof DIMENSIONS)[number]);
      const range = keys.get(key)?.numeric ? parseRange(chosen[0]!) : null;
      if (dimension >= 0 && range) {
        const column = this.items.dimensions[dimension]!;
        parts.push({ name: key, test: (i) => between(column[i], range.from, range.to) });
        continue;
      }
      const codes = this.codes.get(key);
      const list = this.values.get(key) ?? [];
      // Which value codes pass: those in the range, or those chosen.
      const passes = list.map((v) =>
        range ? between(v.num, range.from, range.to) : chosen.includes(v.value),
      );
      parts.push({ name: key, test: (i) => codes !== undefined && codes[i]! >= 0 && passes[codes[i]!]! });
    }
    return parts;
  }

  /** The ids of the items matching every filter, in the index's order. */
  matching(filters: ListingFilters, keys: Map<string, KeyInfo>): number[] {
    const parts = this.parts(filters, keys);
    return this.items.ids.filter((_, i) => parts.every((part) => part.test(i)));
  }

  /**
   * The panel's data for `keys`: each value's count and each range over the items matching every chosen
   * filter except those of its own key; the same for price and availability; `total` with all of them.
   */
  facets(filters: ListingFilters, { keys, values }: FacetKeys): ListingFiltersResponse {
    const parts = this.parts(filters, keys);
    if (parts.length > 31) throw new Error('too many filters for one mask');
    const bit = (name: string) => {
      const i = parts.findIndex((part) => part.name === name);
      return i < 0 ? 0 : 1 << i;
    };
    const counts = new Map(
      [...this.codes.keys()].map((key) => [key, new Int32Array(this.values.get(key)!.length)]),
    );
    const range = () => ({ min: Infinity, max: -Infinity });
    const price = range();
    const dims = DIMENSIONS.map(range);
    let total = 0;
    let available = 0;
    const widen = (r: { min: number; max: number }, x: number) => {
      if (x < r.min) r.min = x;
      if (x > r.max) r.max = x;
    };
    const priceBit = bit('price');
    const availableBit = bit('available');
    const dimBits = DIMENSIONS.map(bit);
    const keyBits = new Map([...this.codes.keys()].map((key) => [key, bit(key)]));
    for (let i = 0; i < this.size; i++) {
      // The filters item i fails, one bit each: it counts for a key when it fails none but the key's own.
      let failed = 0;
      for (let p = 0; p < parts.length; p++) if (!parts[p]!.test(i)) failed |= 1 << p;
      if (failed & (failed - 1)) continue; // two or more: counts nowhere
      if (failed === 0) total++;
      if (this.items.available[i] && (failed & ~availableBit) === 0) available++;
      const pr = this.prices[i]!;
      if (!Number.isNaN(pr) && (failed & ~priceBit) === 0) widen(price, pr);
      dimBits.forEach((b, d) => {
        if ((failed & ~b) === 0) widen(dims[d]!, this.items.dimensions[d]![i]!);
      });
      for (const [key, codes] of this.codes) {
        const code = codes[i]!;
        if (code >= 0 && (failed & ~keyBits.get(key)!) === 0) counts.get(key)![code]!++;
      }
    }
    const bounds = (r: { min: number; max: number }) =>
      r.min <= r.max ? { min: r.min, max: r.max } : { min: null, max: null };
    const props: FilterFacet[] = [];
    for (const [key, info] of keys) {
      if (!info.varies) continue;
      const dimension = DIMENSIONS.indexOf(key as (typeof DIMENSIONS)[number]);
      if (dimension >= 0) {
        props.push({ type: 'range', key, unit: info.unit, ...bounds(dims[dimension]!) });
        continue;
      }
      // Counts by value text, so a list from elsewhere (the section's) matches this index's codes.
      const own = this.values.get(key) ?? [];
      const counted = counts.get(key);
      const byValue = new Map(own.map((v, code) => [v.value, counted?.[code] ?? 0]));
      const list = (values.get(key) ?? []).map((v) => ({ ...v, count: byValue.get(v.value) ?? 0 }));
      if (info.numeric) {
        const r = range();
        for (const v of list) if (v.count > 0) widen(r, v.num!);
        props.push({ type: 'range', key, unit: info.unit, ...bounds(r) });
      } else {
        props.push({ type: 'values', key, values: list.map(({ value, count }) => ({ value, count })) });
      }
    }
    const p = bounds(price);
    return { total, price: p, available, props };
  }
}
