import { TEXTS, type StoredItem } from '@shop/shared';
import { CATALOG_TEXTS } from '../../../texts';

export interface CompareRow {
  label: string;
  values: string[];
  /** True when the products do not all have the same value. */
  differs: boolean;
}

const missing = CATALOG_TEXTS.compare.noValue;

/**
 * The rows of the compare table: prices and availability first, then every characteristic any of the
 * products has, in the order they first appear (a product without it shows a dash).
 */
export function compareRows(items: readonly StoredItem[]): CompareRow[] {
  const keys: string[] = [];
  for (const item of items) {
    for (const prop of item.props) if (!keys.includes(prop.key)) keys.push(prop.key);
  }
  const rows = [
    {
      label: CATALOG_TEXTS.product.newPrice,
      values: items.map((i) => i.newPrice ?? TEXTS.product.noNewPrice),
    },
    {
      label: TEXTS.product.oldPrice,
      values: items.map((i) => i.oldPrice ?? TEXTS.product.noOldPrice),
    },
    {
      label: CATALOG_TEXTS.compare.availability,
      values: items.map((i) => (i.newPrice ? TEXTS.product.inStock : TEXTS.product.outOfStock)),
    },
    ...keys.map((key) => ({
      label: key,
      values: items.map((i) => i.props.find((prop) => prop.key === key)?.value ?? missing),
    })),
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}
