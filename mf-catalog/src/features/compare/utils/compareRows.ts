import { TEXTS, type FreshLine } from '@shop/shared';
import { availabilityText } from '../../../components/Availability';
import { CATALOG_TEXTS } from '../../../texts';

export interface CompareRow {
  label: string;
  values: string[];
  /** True when the products do not all have the same value. */
  differs: boolean;
}

const missing = CATALOG_TEXTS.compare.noValue;

/**
 * The rows of the compare table: prices and availability first (the shop's current ones; a product it no
 * longer sells has no price to compare), then every characteristic any of the products has, in the order
 * they first appear (a product without it shows a dash).
 */
export function compareRows(lines: readonly FreshLine[]): CompareRow[] {
  const keys: string[] = [];
  for (const { item } of lines) {
    for (const prop of item.props) if (!keys.includes(prop.key)) keys.push(prop.key);
  }
  const price = (line: FreshLine, of: 'newPrice' | 'oldPrice') => (line.unavailable ? null : line.item[of]);
  const rows = [
    {
      label: CATALOG_TEXTS.product.newPrice,
      values: lines.map((line) => price(line, 'newPrice') ?? TEXTS.product.noNewPrice),
    },
    {
      label: TEXTS.product.oldPrice,
      values: lines.map((line) => price(line, 'oldPrice') ?? TEXTS.product.noOldPrice),
    },
    {
      label: CATALOG_TEXTS.compare.availability,
      values: lines.map(({ unavailable, preorder }) =>
        availabilityText({ available: !unavailable, preorder }),
      ),
    },
    ...keys.map((key) => ({
      label: key,
      values: lines.map(({ item }) => item.props.find((prop) => prop.key === key)?.value ?? missing),
    })),
  ];
  return rows.map((row) => ({ ...row, differs: new Set(row.values).size > 1 }));
}
